import { createHash, generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { checkToken, shopByExternalId } from '../marketplace-kit/store.ts';
import { CONTROL_ACCESS } from '../marketplace-kit/control-gate.ts';
import type { DeliverySender } from '../deliveries/deliveries.ts';
import { RETRY_SCHEDULES } from '../deliveries/schedules.ts';
import { expectedChallengeResponse, REGISTERED_DELETION_ENDPOINT, SANDBOX_PATH } from './ebay-definitions.ts';
import { mayCloseAccount } from './account-owner.ts';
import { sendEbayErrors } from './api.ts';
import { EBAY, EBAY_APP } from './orders-store.ts';

/*
 * The Notification API as the sandbox serves it (developer.ebay.com/marketplace-account-deletion): the public key a
 * push is signed with (`GET /commerce/notification/v1/public_key/{public_key_id}`, application token), and a control
 * that makes eBay tell our endpoint an eBay user closed their account — first the `challenge_code` check of the
 * endpoint, then the MARKETPLACE_ACCOUNT_DELETION push signed with ECDSA (SHA-1) in `X-EBAY-SIGNATURE`, sent over
 * HTTP once the control has answered and retried with backoff until the endpoint takes it.
 */

const config = { access: 'public' } as const;
const schema = { hide: true } as const;

/** One signing key a process, like one of eBay's: its id names it in every signature. */
const signing = (() => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  // eBay sends the PEM on one line, header and footer included; the receiver puts the line breaks back.
  const pem = String(publicKey.export({ type: 'spki', format: 'pem' })).replace(/\n/g, '');
  return { kid: randomUUID(), privateKey, pem };
})();

/** `X-EBAY-SIGNATURE` for a body: base64 of `{alg, kid, signature, digest}`. */
export function ebaySignatureOf(body: string, kid = signing.kid): string {
  const signature = sign('sha1', Buffer.from(body), { key: signing.privateKey, dsaEncoding: 'der' }).toString('base64');
  return Buffer.from(JSON.stringify({ alg: 'ECDSA', kid, signature, digest: 'SHA1' })).toString('base64');
}

/**
 * One attempt as eBay makes it: the endpoint must pass the `challenge_code` check (its answer hashes the app's
 * verification token, this installation's own from sandbox_secrets, and its own address), then the push goes, signed
 * with this process's key (a key of before a restart is gone).
 */
export const ebayNotifications = (verificationToken: string): DeliverySender => ({
  name: EBAY,
  schedule: RETRY_SCHEDULES.ebay,
  async attempt(delivery, send) {
    const timeout = () => AbortSignal.timeout(RETRY_SCHEDULES.ebay.timeoutMs);
    const challenge = randomBytes(16).toString('hex');
    const checked = await send(`${delivery.url}?challenge_code=${challenge}`, {
      redirect: 'manual',
      signal: timeout(),
    });
    const answer = checked.ok ? ((await checked.json()) as { challengeResponse?: unknown }) : {};
    if (answer.challengeResponse !== expectedChallengeResponse(challenge, verificationToken, delivery.url)) {
      return checked.ok ? 412 : checked.status;
    }
    const pushed = await send(delivery.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ebay-signature': ebaySignatureOf(delivery.body) },
      body: delivery.body,
      redirect: 'manual',
      signal: timeout(),
    });
    await pushed.body?.cancel();
    return pushed.status;
  },
});

export function ebayNotificationRoutes(app: FastifyInstance, deps: SandboxDeps) {
  app.get<{ Params: { kid: string } }>(
    `${SANDBOX_PATH}/commerce/notification/v1/public_key/:kid`,
    { config, schema },
    async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if ('refused' in (await checkToken(deps.db, EBAY_APP, 'access', token, deps.now()))) {
        return sendEbayErrors(reply, 401, { errorId: 1001, domain: 'OAuth', message: 'Invalid access token' });
      }
      if (request.params.kid !== signing.kid) {
        return sendEbayErrors(reply, 404, {
          errorId: 195001,
          domain: 'API_NOTIFICATION',
          message: 'The specified public key id was not found.',
        });
      }
      return { algorithm: 'ECDSA', digest: 'SHA1', key: signing.pem };
    },
  );

  // Control: an eBay user closes their account — the caller's own eBay user or one of its buyers (an operator: any).
  const control = { config: CONTROL_ACCESS, schema };
  app.post(`${SANDBOX_PATH}/_sandbox/account-deletions`, control, async (request, reply) => {
    const username = String((request.body as { username?: unknown } | undefined)?.username ?? '');
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(username)) {
      return sendEbayErrors(reply, 400, { errorId: 1, domain: 'SANDBOX', message: 'username is required.' });
    }
    if (!(await mayCloseAccount(deps.db, request, username))) {
      return sendEbayErrors(reply, 404, { errorId: 1, domain: 'SANDBOX', message: `User ${username} was not found.` });
    }
    const endpoint = `${deps.publicUrl}/api${REGISTERED_DELETION_ENDPOINT}`;
    const seller = await shopByExternalId(deps.db, EBAY, username);
    const now = deps.now().toISOString();
    const body = JSON.stringify({
      metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION', schemaVersion: '1.0', deprecated: false },
      notification: {
        notificationId: `${randomUUID()}_${randomUUID()}`,
        eventDate: now,
        publishDate: now,
        publishAttemptCount: 1,
        data: {
          username,
          userId: String(
            seller?.settings.userId ?? createHash('sha256').update(username).digest('base64url').slice(0, 11),
          ),
          eiasToken: randomBytes(36).toString('base64'),
        },
      },
    });
    const deliveryId = randomUUID();
    await deps.deliveries.enqueue(ebayNotifications(deps.secrets.ebay.verificationToken), {
      subject: username,
      deliveryId,
      url: endpoint,
      headers: { 'content-type': 'application/json' },
      body,
    });
    return reply.status(202).send({ delivery_id: deliveryId });
  });
}
