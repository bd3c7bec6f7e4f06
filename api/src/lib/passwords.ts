/**
 * Password hashing with argon2id at the OWASP minimum (19 MiB, 2 passes, 1 lane). A dummy hash
 * lets sign-in spend the same time verifying when the account does not exist, so the answer's
 * timing does not reveal which emails are registered.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/** Algorithm.Argon2id is a const enum, which isolated modules cannot import: its value is 2. */
const ARGON2ID = 2;

export const PASSWORD_HASH_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash (for example a placeholder) never matches.
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Verifies against a throw-away hash made once per process; always false. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
