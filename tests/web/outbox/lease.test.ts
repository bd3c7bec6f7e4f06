import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../web/src/lib/db/database';
import { OUTBOX_LEASE_KEY, withOutboxLease, withOutboxLock } from '../../../web/src/features/outbox/outbox-deliver';
import { freshDatabase } from '../offline/fixtures';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('one outbox sender at a time where Web Locks are missing (a lease in the device database)', () => {
  beforeEach(freshDatabase);

  it('is what the outbox uses when the browser has no Web Locks', () => {
    expect((navigator as Navigator & { locks?: unknown }).locks).toBeUndefined();
    return expect(withOutboxLock(async () => 'sent', true)).resolves.toBe('sent');
  });

  it('lets a second sender skip while the first holds the lease, and gives the lease back after the pass', async () => {
    const first = deferred();
    const running = withOutboxLease(() => first.promise.then(() => 'first'), true);
    await expect.poll(async () => Boolean(await db.meta.get(OUTBOX_LEASE_KEY))).toBe(true);
    expect(await withOutboxLease(async () => 'second', true)).toBeNull();
    first.resolve();
    expect(await running).toBe('first');
    expect(await db.meta.get(OUTBOX_LEASE_KEY)).toBeUndefined();
    expect(await withOutboxLease(async () => 'third', true)).toBe('third');
  });

  it('takes over a lease left by a sender that died once it has run out, and a live one only when told to steal', async () => {
    await db.meta.put({ key: OUTBOX_LEASE_KEY, value: { holder: 'gone', until: Date.now() - 1 } });
    expect(await withOutboxLease(async () => 'after a dead sender', true)).toBe('after a dead sender');
    await db.meta.put({ key: OUTBOX_LEASE_KEY, value: { holder: 'stuck', until: Date.now() + 60_000 } });
    expect(await withOutboxLease(async () => 'polite', true)).toBeNull();
    expect(await withOutboxLease(async () => 'stolen', true, true)).toBe('stolen');
  });
});
