/**
 * TRUST_PROXY: which reverse proxies may tell the API a client's address (X-Forwarded-For) and
 * scheme (X-Forwarded-Proto). The client's address is then the right-most entry no trusted proxy
 * wrote, never the left-most one, which the client writes itself (decision 018).
 *
 * - unset, '', 'false', '0': trust no proxy; the address is the socket's peer.
 * - a whole number n ('1'): n proxies stand in front; the n-th address from the socket's end is
 *   the client's. Right only where nothing reaches the API but through those proxies (a client
 *   connecting straight to it would be read from its own header): prefer addresses.
 * - a comma list of addresses or CIDR ranges ('127.0.0.1', '10.0.0.0/8, ::1'), or the names
 *   loopback, linklocal, uniquelocal: the addresses proxies connect from.
 * - 'true': read as 1, with a warning. Trusting every hop would let anyone choose their address.
 */
import { isIP } from 'node:net';

/** What Fastify's trustProxy option receives: nothing, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

export interface TrustProxySetting {
  value: TrustProxy;
  /** Said once at start when the setting was read in a way the operator should know of. */
  warning?: string;
}

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

export const TRUE_WARNING =
  "TRUST_PROXY=true is read as TRUST_PROXY=1 (one reverse proxy in front): set the number of proxies or their addresses (e.g. TRUST_PROXY=1 or TRUST_PROXY=127.0.0.1) to silence this";

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(raw: string | undefined): TrustProxySetting {
  const text = (raw ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return { value: false };
  if (text === 'true') return { value: 1, warning: TRUE_WARNING };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new Error(`TRUST_PROXY must be a number of proxies from 0 to ${MAX_HOPS}, or their addresses (got '${raw}')`);
    return { value: hops };
  }
  const entries = text.split(',').map((s) => s.trim()).filter(Boolean);
  const wrong = entries.filter((e) => !isAddressOrRange(e));
  if (entries.length === 0 || wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a number of proxies (e.g. 1) or a comma list of proxy addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8); '${wrong.join(', ') || raw}' is neither`,
    );
  }
  return { value: entries };
}

/**
 * Fastify's trustProxy option for a setting. A bare number there trusts no hop at all (Fastify 5
 * refuses hop counts since it cannot check the peer), so a hop count is given as the function
 * proxy-addr calls with each address and its distance from the socket (0 is the peer itself).
 */
export function fastifyTrustProxy(value: TrustProxy | boolean): false | string[] | ((address: string, hop: number) => boolean) {
  if (value === false || value === 0) return false;
  const hops = value === true ? 1 : value;
  if (typeof hops === 'number') return (_address, hop) => hop < hops;
  return hops;
}
