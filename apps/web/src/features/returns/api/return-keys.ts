/** Query keys of the seller's returns: lists by filter, one return, unidentified returns, address-book recipients. */
export const returnKeys = {
  all: ['returns'] as const,
  lists: () => [...returnKeys.all, 'list'] as const,
  list: (q: object) => [...returnKeys.lists(), q] as const,
  unidentified: (page: number) => [...returnKeys.all, 'unidentified', page] as const,
  unidentifiedOne: (id: number) => [...returnKeys.all, 'unidentified-one', id] as const,
  recipients: () => ['returns', 'recipients'] as const,
};
