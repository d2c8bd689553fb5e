import { PAGINATION_MAX_PAGES } from '../lib/constants.ts';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The controls of a pagination bar (§9: at most 7), always with the first and last page; an ellipsis stands
 * for two or more hidden pages, never for one.
 */
export function pageItems(current: number, total: number): PageItem[] {
  const last = Math.max(0, Math.floor(total));
  if (last <= PAGINATION_MAX_PAGES) return Array.from({ length: last }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  // With both boundaries, one ellipsis and one neighbour each side there is room for this many in a run.
  const run = PAGINATION_MAX_PAGES - 2;
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (page <= run - 1) return [...range(1, run), 'ellipsis-end', last];
  if (page >= last - run + 2) return [1, 'ellipsis-start', ...range(last - run + 1, last)];
  return [1, 'ellipsis-start', page - 1, page, page + 1, 'ellipsis-end', last];
}
