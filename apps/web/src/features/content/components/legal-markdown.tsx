import { Anchor, Table, Title, Typography, VisuallyHidden, type TitleOrder } from '@mantine/core';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import { useTranslation } from 'react-i18next';
import type { ComponentProps } from 'react';

type Props<Tag extends keyof React.JSX.IntrinsicElements> = ComponentProps<Tag> & ExtraProps;

/** The page title is the only h1: the document's own headings start one level below it. */
const heading = (order: TitleOrder) =>
  function Heading({ node: _node, ...props }: Props<'h2'>) {
    return <Title order={order} mt="lg" mb="xs" {...props} />;
  };

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');
const isExternal = (href: string) => /^https?:\/\//i.test(href);

function MarkdownLink({ node: _node, href = '', children, ...props }: Props<'a'>) {
  const { t } = useTranslation('content');
  if (isInternal(href)) {
    return (
      <Anchor component={Link} to={href} {...props}>
        {children}
      </Anchor>
    );
  }
  if (isExternal(href)) {
    return (
      <Anchor href={href} target="_blank" rel="noopener" {...props}>
        {children} <VisuallyHidden>{t('document.new_tab')}</VisuallyHidden>
      </Anchor>
    );
  }
  return (
    <Anchor href={href} {...props}>
      {children}
    </Anchor>
  );
}

const components: Components = {
  h1: heading(2),
  h2: heading(2),
  h3: heading(3),
  h4: heading(4),
  h5: heading(5),
  h6: heading(6),
  a: MarkdownLink,
  table: ({ node: _node, ...props }) => (
    <Table.ScrollContainer minWidth={480} my="md">
      <Table withTableBorder withColumnBorders striped verticalSpacing="xs" {...props} />
    </Table.ScrollContainer>
  ),
  thead: ({ node: _node, ...props }) => <Table.Thead {...props} />,
  tbody: ({ node: _node, ...props }) => <Table.Tbody {...props} />,
  tr: ({ node: _node, ...props }) => <Table.Tr {...props} />,
  th: ({ node: _node, ...props }) => <Table.Th scope="col" {...props} />,
  td: ({ node: _node, ...props }) => <Table.Td {...props} />,
};

/**
 * A legal document's Markdown as React elements (GFM: tables, lists, emphasis, code). Raw HTML is dropped, never
 * rendered, and link URLs pass react-markdown's default filter (no `javascript:`); nothing goes through innerHTML.
 */
export function LegalMarkdown({ children }: { children: string }) {
  return (
    <Typography>
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {children}
      </Markdown>
    </Typography>
  );
}
