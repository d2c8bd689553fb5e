/** A prepaid card as the issuer describes it: never the full number, only what may be shown. */
export interface IssuedCard {
  /** The issuer's id of the card; every later call names it. */
  token: string;
  brand: string;
  /** The first six digits (the issuer's BIN) and the last four. */
  bin: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** A payment made with a card at a merchant (here: a marketplace taking its fees). */
export interface IssuerCharge {
  /** The issuer's id of the charge: the same charge always has the same id. */
  id: string;
  amount: number;
  merchant: string;
  at: Date;
}

/** Why the issuer refused: the card is frozen or closed, or it is not the issuer's card. */
export class CardIssuerError extends Error {
  constructor(readonly reason: 'card_frozen' | 'card_closed' | 'unknown_card') {
    super(reason);
  }
}

/**
 * The issuer of the virtual fee cards (ARCHITECTURE §6). Money is loaded onto a card; the card is spent at
 * merchants without us (the issuer approves a charge while the card is active and has the money); we learn of the
 * spending by asking for the charges. Loads are idempotent per reference. All amounts are USD minor units.
 * `card-issuer-api.ts` speaks it over HTTP, to the sandbox this server serves or to a live issuer.
 */
export interface CardIssuer {
  readonly name: 'sandbox' | 'live';
  /** Issues an active card and loads `amount` onto it; the same `reference` again answers the same card, loaded once. */
  issueCard(request: { reference: string; amount: number }): Promise<IssuedCard>;
  load(token: string, amount: number, reference: string): Promise<void>;
  freeze(token: string): Promise<void>;
  unfreeze(token: string): Promise<void>;
  /** Closes the card for good (closing a closed card changes nothing) and answers what was left on it. */
  close(token: string): Promise<{ remaining: number }>;
  /** The approved charges made after `since` (all of them when null), oldest first. */
  charges(token: string, since: Date | null): Promise<IssuerCharge[]>;
}
