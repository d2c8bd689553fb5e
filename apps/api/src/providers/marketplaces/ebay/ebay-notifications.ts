import { createHash } from 'node:crypto';

/*
 * eBay's Notification API checks an endpoint before it pushes to it: it calls `GET <endpoint>?challenge_code=…` and
 * expects `{"challengeResponse": "<hex>"}`, the SHA-256 of the challenge code, our verification token and the
 * endpoint URL, in that order (developer.ebay.com/marketplace-account-deletion). Our server answers it with this.
 */
export function ebayChallengeResponse(challengeCode: string, verificationToken: string, endpoint: string): string {
  return createHash('sha256').update(challengeCode).update(verificationToken).update(endpoint).digest('hex');
}
