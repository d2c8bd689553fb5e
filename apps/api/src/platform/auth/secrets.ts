import { createHash, randomBytes } from 'node:crypto';

/** An opaque 256-bit token for the client; only its hash is ever stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
