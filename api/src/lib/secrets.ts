/** Opaque tokens (refresh, password reset): random, handed out once, stored only as a hash. */
import { createHash, randomBytes } from 'node:crypto';

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** sha256 suffices here (unlike for passwords): the token has 256 bits of entropy. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
