/**
 * How a request appears in the log: its id, method and address, with any `token` in the query string blanked —
 * Ukrposhta takes its counterparty token there, and no log line may keep a credential.
 */
export function requestLogLine(req: { method: string; url: string; id: string }) {
  return { id: req.id, method: req.method, url: req.url.replace(/([?&]token=)[^&]*/gi, '$1[Redacted]') };
}
