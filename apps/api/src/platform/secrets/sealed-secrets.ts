import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * Secrets we must keep but never show — a shop's marketplace tokens — are sealed before they reach the database
 * (docs/decisions.md, "Sealed secrets"): AES-256-GCM under a key from the configuration, so a copy of the database
 * or of a backup carries no usable token. The sealed text names its key, so a new key can take over while rows
 * sealed under the previous one still open (and are sealed anew on their next save).
 */

const VERSION = 'sealed1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealer {
  /** The plain text sealed, bound to `context` (e.g. which shop's token it is): opened elsewhere it fails. */
  seal(plain: string, context: string): string;
  /** The plain text of a sealed value. A value sealed before sealing began (no version mark) is returned as is. */
  open(stored: string, context: string): string;
}

/** Raised when a sealed value cannot be opened: a key we no longer hold, another context, or altered bytes. */
export class SealedSecretError extends Error {
  constructor(reason: string) {
    super(`sealed secret: ${reason}`);
  }
}

interface Key {
  id: string;
  bytes: Buffer;
}

// The key is the SHA-256 of the configured secret, so any long random string serves; its id is a short hash of
// that key which tells which key sealed a value without revealing it.
const keyOf = (secret: string): Key => {
  const bytes = createHash('sha256').update(secret, 'utf8').digest();
  return { bytes, id: createHash('sha256').update(bytes).digest('hex').slice(0, 8) };
};

export function createSealer(secret: string, previousSecrets: readonly string[] = []): Sealer {
  const current = keyOf(secret);
  const keys = new Map([current, ...previousSecrets.map(keyOf)].map((k) => [k.id, k]));
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.bytes, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [VERSION, current.id, ...parts].join('.');
    },
    open(stored, context) {
      if (!stored.startsWith(`${VERSION}.`)) return stored;
      const [, keyId, iv, tag, body] = stored.split('.');
      const key = keys.get(keyId ?? '');
      if (!key) throw new SealedSecretError(`sealed under key ${keyId}, which this server does not hold`);
      const ivBytes = Buffer.from(iv ?? '', 'base64url');
      const tagBytes = Buffer.from(tag ?? '', 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new SealedSecretError('malformed');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key.bytes, ivBytes);
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([decipher.update(Buffer.from(body ?? '', 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SealedSecretError('altered, or sealed for another context');
      }
    },
  };
}
