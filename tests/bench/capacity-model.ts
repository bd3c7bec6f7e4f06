/**
 * The server's size from measured costs (decision 042): the CPU milliseconds one request of each
 * kind costs the API and PostgreSQL, multiplied by how many of each kind a room of tablets asks
 * for a second on the event morning, gives the cores each side keeps busy. Pure arithmetic, so the
 * assumptions are all here and printed with the table.
 */

export const KINDS = ['sync page', 'delta poll', 'order', 'picture'] as const;
export type Kind = (typeof KINDS)[number];

/** CPU milliseconds per request, measured with each kind alone. */
export type Costs = Record<Kind, { apiMs: number; postgresMs: number }>;

export interface Mix {
  /** Sync pages in one first sync of the whole catalogue. */
  pagesPerTablet: number;
  /** Pictures each tablet fetches for offline use in that window. */
  picturesPerTablet: number;
  /** Every tablet's first sync (pages and pictures) falls within this many minutes of the doors opening. */
  syncMinutes: number;
  /** Each tablet asks for the delta this often. */
  pollSeconds: number;
  /** Orders a second across the room, steady. */
  orderRate: number;
  /** Orders a second in a burst. */
  burstRate: number;
  /** The share of a core kept busy at most at the steady rate; bursts may use whole cores. */
  steadyBusy: number;
}

export const EVENT_MORNING_MIX: Omit<Mix, 'pagesPerTablet'> = {
  picturesPerTablet: Number(process.env.CAPACITY_PICTURES ?? 60),
  syncMinutes: Number(process.env.CAPACITY_SYNC_MINUTES ?? 5),
  pollSeconds: Number(process.env.CAPACITY_POLL_SECONDS ?? 30),
  orderRate: 100,
  burstRate: 500,
  steadyBusy: 0.7,
};

export function mixInWords(mix: Mix): string {
  return (
    `each tablet downloads the catalogue (${mix.pagesPerTablet} sync pages) and ${mix.picturesPerTablet} pictures within the first ${mix.syncMinutes} minutes ` +
    `and polls the delta every ${mix.pollSeconds} s; orders at ${mix.orderRate}/s steady and ${mix.burstRate}/s in bursts, whatever the room's size; ` +
    `every picture served by the API (no proxy cache); CPU kept under ${Math.round(mix.steadyBusy * 100)} % at the steady rate, bursts may use whole cores; ` +
    `one API process uses about one core`
  );
}

/** Requests a second of each kind while the tablets do their first sync (the morning's busiest minutes). */
export function ratesFor(tablets: number, mix: Mix, orderRate: number): Record<Kind, number> {
  const window = mix.syncMinutes * 60;
  return {
    'sync page': (tablets * mix.pagesPerTablet) / window,
    'delta poll': tablets / mix.pollSeconds,
    order: orderRate,
    picture: (tablets * mix.picturesPerTablet) / window,
  };
}

function busyCores(rates: Record<Kind, number>, costs: Costs, side: 'apiMs' | 'postgresMs'): number {
  return KINDS.reduce((sum, kind) => sum + (rates[kind] * costs[kind][side]) / 1000, 0);
}

export interface Capacity {
  requestsPerSecond: number;
  apiCoresSteady: number;
  postgresCoresSteady: number;
  apiCoresBurst: number;
  postgresCoresBurst: number;
  /** Cores for the API processes and PostgreSQL together, whole cores. */
  cores: number;
  apiInstances: number;
  postgresCores: number;
}

export function capacity(tablets: number, mix: Mix, costs: Costs): Capacity {
  const steady = ratesFor(tablets, mix, mix.orderRate);
  const burst = ratesFor(tablets, mix, mix.burstRate);
  const apiCoresSteady = busyCores(steady, costs, 'apiMs');
  const postgresCoresSteady = busyCores(steady, costs, 'postgresMs');
  const apiCoresBurst = busyCores(burst, costs, 'apiMs');
  const postgresCoresBurst = busyCores(burst, costs, 'postgresMs');
  const apiInstances = Math.max(1, Math.ceil(Math.max(apiCoresSteady / mix.steadyBusy, apiCoresBurst)));
  const postgresCores = Math.max(1, Math.ceil(Math.max(postgresCoresSteady / mix.steadyBusy, postgresCoresBurst)));
  return {
    requestsPerSecond: KINDS.reduce((sum, kind) => sum + steady[kind], 0),
    apiCoresSteady,
    postgresCoresSteady,
    apiCoresBurst,
    postgresCoresBurst,
    cores: apiInstances + postgresCores,
    apiInstances,
    postgresCores,
  };
}
