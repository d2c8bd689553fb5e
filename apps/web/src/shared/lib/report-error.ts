/*
 * The web app's unhandled errors go to the error-reporting SDK (docs/error-reporting.md), which arrives after the
 * first screen so that it does not weigh on the initial JavaScript (app/error-reporting.ts). What fails before it is
 * ready is held here, a few at most, and handed over when it is.
 */
type Reporter = (error: unknown) => void;

const HELD_AT_MOST = 20;
let reporter: Reporter | null = null;
const held: unknown[] = [];

/** Reports an error an error boundary caught (the SDK itself sees those nobody caught). */
export function reportError(error: unknown): void {
  if (reporter) reporter(error);
  else if (held.length < HELD_AT_MOST) held.push(error);
}

/** Called once the SDK is up: what was held goes first. */
export function setErrorReporter(next: Reporter): void {
  reporter = next;
  for (const error of held.splice(0)) next(error);
}
