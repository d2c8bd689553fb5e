/** Runs a change of the item: its failure goes above the item's forms, its success is announced with `done`. */
export type StockWork = (work: () => Promise<unknown>, done: string) => Promise<void>;
