/**
 * Rate limits with a growing delay, counted in PostgreSQL (rate_limits) so that every API
 * instance sees the same counts. A key gets `free` attempts; each attempt beyond them is taken
 * but makes the next one wait, twice as long each time, up to maxDelayMs. Nothing is ever locked
 * for longer than that, and a key idle for forgetAfterMs starts again from nothing.
 */
import type { Executor } from '@portal/db';
import { TooManyRequestsError } from './errors';
import { forgiveAttempt, clearKey, pruneIdle, takeAttempt, type Policy } from './rate-limits.repo';

export type { Policy };

export type LimitName = 'signInAccountAddress' | 'signInAddress' | 'register' | 'forgotPassword' | 'forgotPasswordAccount' | 'resetPassword' | 'passwordChange' | 'emailCheck' | 'sealedOrderAddress';
export type RateLimits = Record<LimitName, Policy>;

const MINUTE = 60_000;

/**
 * Sign-in is keyed per account and address, so failures from elsewhere never delay the owner
 * where they sign in, with a much higher ceiling per address, so one office's tablets do not
 * delay each other. Mail and account creation are limited harder: each costs a mail or a row.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInAccountAddress: { free: 5, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE },
  signInAddress: { free: 100, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE },
  register: { free: 10, baseDelayMs: MINUTE, maxDelayMs: 60 * MINUTE, forgetAfterMs: 60 * MINUTE },
  forgotPassword: { free: 20, baseDelayMs: 10_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE },
  forgotPasswordAccount: { free: 3, baseDelayMs: MINUTE, maxDelayMs: 60 * MINUTE, forgetAfterMs: 60 * MINUTE },
  resetPassword: { free: 10, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE },
  passwordChange: { free: 5, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE },
  // The registration form asks on its first step; a higher ceiling, as a few checks make one sign-up.
  emailCheck: { free: 50, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE },
  // A sealed order needs no sign-in; only seals that match no key count (a guess at a key), so the
  // tablets of one show sending their orders behind one address never add up.
  sealedOrderAddress: { free: 20, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE },
};

/** A wait in words: "30 seconds", "1 minute", "15 minutes". */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export interface Limiter {
  /** Counts an attempt on each key in turn; throws 429 with Retry-After at the first one still delayed. */
  take(attempts: ReadonlyArray<readonly [LimitName, string]>, what: string): Promise<void>;
  forgive(name: LimitName, key: string): Promise<void>;
  clear(name: LimitName, key: string): Promise<void>;
}

export function createLimiter(db: Executor, limits: RateLimits): Limiter {
  const fullKey = (name: LimitName, key: string) => `${name}:${key}`;
  return {
    async take(attempts, what) {
      // About one attempt in a hundred also sweeps old counters: no timer to keep per instance.
      if (Math.random() < 0.01) await pruneIdle(db);
      for (const [name, key] of attempts) {
        const waitMs = await takeAttempt(db, fullKey(name, key), limits[name]);
        if (waitMs !== null) {
          const seconds = Math.max(1, Math.ceil(waitMs / 1000));
          throw new TooManyRequestsError(`Too many ${what}. Please try again in ${waitInWords(seconds)}.`, seconds);
        }
      }
    },
    forgive: (name, key) => forgiveAttempt(db, fullKey(name, key)),
    clear: (name, key) => clearKey(db, fullKey(name, key)),
  };
}
