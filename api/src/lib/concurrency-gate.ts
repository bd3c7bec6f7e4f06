/**
 * At most `limit` pieces of work at once and `queue` more waiting, each for at most `maxWaitMs`;
 * beyond that, work is refused at once with ServerBusyError (503, Retry-After). A burst larger
 * than the process can serve (300 tablets asking for the catalogue in the same second) then gets
 * a prompt "come back in N seconds" instead of every request queueing until the 30 s deadline.
 * One gate per process and per kind of work; nothing is shared between instances.
 */
import { ServerBusyError } from './errors';

export interface GateOptions {
  limit: number;
  queue: number;
  maxWaitMs: number;
}

interface Waiter {
  admit(): void;
  refuse(error: Error): void;
  timer: NodeJS.Timeout;
}

export class ConcurrencyGate {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  /** Recent time a piece of work took, smoothed: what the wait of the queue is judged by. */
  private serviceMs = 50;
  private refusals = 0;

  constructor(private readonly options: GateOptions) {}

  /** Pieces of work running now. */
  get running(): number {
    return this.active;
  }

  /** Pieces of work waiting for a place now. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Pieces of work refused since the process started (at once or after waiting their longest). */
  get refused(): number {
    return this.refusals;
  }

  /** Runs `work` when a place is free, or throws ServerBusyError without running it. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.enter();
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.serviceMs = 0.8 * this.serviceMs + 0.2 * (performance.now() - started);
      this.leave();
    }
  }

  /** Seconds after which a refused client may find a place: what the work ahead of it needs, at least 1. */
  retryAfterSeconds(): number {
    const ahead = this.active + this.waiting.length;
    return Math.min(30, Math.max(1, Math.ceil((ahead * this.serviceMs) / this.options.limit / 1000)));
  }

  private busy(): ServerBusyError {
    this.refusals++;
    return new ServerBusyError(this.retryAfterSeconds());
  }

  private enter(): Promise<void> {
    if (this.active < this.options.limit) {
      this.active++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.queue) return Promise.reject(this.busy());
    return new Promise<void>((admit, refuse) => {
      const waiter: Waiter = {
        admit,
        refuse,
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          refuse(this.busy());
        }, this.options.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** The place goes to the first in the queue, if any. */
  private leave(): void {
    const next = this.waiting.shift();
    if (!next) {
      this.active--;
      return;
    }
    clearTimeout(next.timer);
    next.admit();
  }
}
