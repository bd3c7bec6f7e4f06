/**
 * Demo passwords hashed exactly as the API hashes them (argon2id, OWASP minimum: 19 MiB, 2 passes,
 * 1 lane; see api/src/lib/passwords.ts), so seeded accounts sign in like registered ones.
 */
import { hash, type Options } from '@node-rs/argon2';

export const DEMO_PASSWORD = 'Demo1234';

/** Algorithm.Argon2id is a const enum, which isolated modules cannot import: its value is 2. */
const ARGON2ID = 2;

export const DEMO_HASH_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashDemoPassword(password: string = DEMO_PASSWORD): Promise<string> {
  return hash(password, DEMO_HASH_OPTIONS);
}
