// The gate in front of the catalogue sync (decision 021): places, a queue served in turn, and
// refusals at once or when the wait in the queue runs out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConcurrencyGate } from '@portal/api/lib/concurrency-gate';
import { ServerBusyError } from '@portal/api/lib/errors';

function holder() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

describe('ConcurrencyGate', () => {
  afterEach(() => vi.useRealTimers());

  it('runs as many as it has places, queues the next ones in turn and refuses the rest at once', async () => {
    const gate = new ConcurrencyGate({ limit: 2, queue: 2, maxWaitMs: 60_000 });
    const first = holder();
    const started: number[] = [];
    const work = (n: number) => gate.run(async () => {
      started.push(n);
      await first.held;
      return n;
    });
    const running = [work(1), work(2)];
    const queued = [work(3), work(4)];
    const refused = [work(5), work(6)].map((p) => p.then(() => 'ran', (e: unknown) => e));
    expect(await refused[0]).toBeInstanceOf(ServerBusyError);
    expect(await refused[1]).toBeInstanceOf(ServerBusyError);
    expect(started).toEqual([1, 2]);
    expect([gate.running, gate.queued, gate.refused]).toEqual([2, 2, 2]);

    first.release();
    expect(await Promise.all([...running, ...queued])).toEqual([1, 2, 3, 4]);
    expect(started).toEqual([1, 2, 3, 4]);
    expect([gate.running, gate.queued]).toEqual([0, 0]);
  });

  it('frees a place when the work fails', async () => {
    const gate = new ConcurrencyGate({ limit: 1, queue: 0, maxWaitMs: 1_000 });
    await expect(gate.run(() => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await gate.run(async () => 'served')).toBe('served');
  });

  it('tells a queued request to come back when its wait runs out, and lets the next one in', async () => {
    vi.useFakeTimers();
    const gate = new ConcurrencyGate({ limit: 1, queue: 1, maxWaitMs: 2_000 });
    const first = holder();
    const running = gate.run(() => first.held);
    const waiting = gate.run(async () => 'ran').then(() => 'ran', (e: unknown) => e);
    expect(gate.queued).toBe(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(gate.queued).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await waiting;
    expect(error).toBeInstanceOf(ServerBusyError);
    expect(gate.queued).toBe(0);
    expect(gate.refused).toBe(1);
    // The queue has room again; the place is still taken until the first work ends.
    const next = gate.run(async () => 'next');
    expect(gate.queued).toBe(1);
    first.release();
    await running;
    expect(await next).toBe('next');
  });

  it('asks a refused client to wait for the work ahead of it, at least 1 s and at most 30 s', async () => {
    const gate = new ConcurrencyGate({ limit: 1, queue: 100, maxWaitMs: 60_000 });
    expect(gate.retryAfterSeconds()).toBe(1);
    const first = holder();
    const all = [gate.run(() => first.held), ...Array.from({ length: 100 }, () => gate.run(async () => undefined))];
    // 101 ahead at the starting estimate of 50 ms each, on one place: 5.05 s, so 6.
    expect(gate.retryAfterSeconds()).toBe(6);
    first.release();
    await Promise.all(all);
  });
});
