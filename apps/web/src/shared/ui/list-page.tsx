import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { ListCard, type ListCardProps } from './list-card.tsx';
import { Page, type PageProps } from './page.tsx';

export interface ListPageProps extends Omit<PageProps, 'loading' | 'children'> {
  /** Shown above the filters (a balance, a notice). */
  above?: ReactNode;
  /** The search and filter form. */
  filters?: ReactNode;
  /** The list's card: its title, caption, query, empty text and pager. */
  list: Omit<ListCardProps, 'children'>;
  /** The rows — a DataTable, as a rule. */
  table: ReactNode;
  /** After the list: its dialogs and drawers. */
  children?: ReactNode;
}

/**
 * The list page of §2, written once: the page's title and actions, what stands above, the filter form, and the card
 * with the rows, their loading, error and empty states and the pager.
 */
export function ListPage({ above, filters, list, table, children, ...page }: ListPageProps) {
  return (
    <Page {...page}>
      <Stack gap="md">
        {above}
        {filters}
        <ListCard {...list}>{table}</ListCard>
      </Stack>
      {children}
    </Page>
  );
}
