import { pick, type Random } from './random.ts';

/*
 * What a buyer puts in the basket of a new paid order in the Etsy and market sandboxes: one item of the catalogue,
 * a second one in a quarter of orders, one or two of each, and a personalization on 40% of the items that take one.
 * The draws are made in this order on the caller's generator, so a shop's orders stay the same from run to run.
 */

export interface BasketLine<Item> {
  item: Item;
  quantity: number;
  personalization?: string;
}

export function basketOf<Item extends { personalizable: boolean }>(
  random: Random,
  catalog: readonly Item[],
  personalizations: readonly string[],
): Array<BasketLine<Item>> {
  const first = pick(random, catalog);
  const second =
    random() < 0.25
      ? pick(
          random,
          catalog.filter((item) => item !== first),
        )
      : null;
  return [first, second]
    .filter((item): item is Item => item !== null)
    .map((item) => ({
      item,
      quantity: 1 + Math.floor(random() * 2),
      ...(item.personalizable && random() < 0.4 ? { personalization: pick(random, personalizations) } : {}),
    }));
}
