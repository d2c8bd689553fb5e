import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageItems } from './page-items.ts';
import classes from './pagination.module.css';

export interface PaginationProps {
  page: number;
  total: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}

/** Up to 7 page buttons with the first and last page and previous / next controls (§2, §9). */
export function Pagination({ page, total, onChange, disabled }: PaginationProps) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= total) onChange(target);
  };
  return (
    <nav aria-label={t('ui.pagination')}>
      <Group gap={4} component="ul" className={classes.list}>
        <li>
          <UnstyledButton
            className={classes.control}
            aria-label={t('ui.previous_page')}
            disabled={disabled || page <= 1}
            onClick={() => go(page - 1)}
          >
            ‹
          </UnstyledButton>
        </li>
        {pageItems(page, total).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <UnstyledButton
                className={classes.control}
                aria-label={t('ui.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => go(item)}
              >
                {item}
              </UnstyledButton>
            </li>
          ) : (
            <li key={item} aria-hidden className={classes.dots}>
              …
            </li>
          ),
        )}
        <li>
          <UnstyledButton
            className={classes.control}
            aria-label={t('ui.next_page')}
            disabled={disabled || page >= total}
            onClick={() => go(page + 1)}
          >
            ›
          </UnstyledButton>
        </li>
      </Group>
    </nav>
  );
}
