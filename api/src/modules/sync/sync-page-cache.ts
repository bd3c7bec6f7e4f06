/**
 * Sync pages as sent on the wire (JSON, compressed once), remembered by their ETag. A page's
 * ETag names its scope, cursor, limit and every (entity, id, version) it holds, and a row never
 * changes without its version moving (triggers of 0002_sync_triggers.sql, products included when
 * their images, categories or tags change), so the bytes for one ETag are the same on every
 * instance for good: nothing here is ever stale, and no instance needs telling about changes.
 * The event-morning benchmark needs it: hundreds of tablets ask for the same first-sync pages
 * within a minute, and building and compressing a 5,000-product page costs far more than sending
 * it. Kept in a BytesCache (bounded by bytes; identical misses share one build).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { BytesCache } from '../../lib/bytes-cache';

export type Encoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** br when the client takes it, else gzip, else none (q=0 refusals are honoured). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

async function encode(json: string, encoding: Encoding): Promise<Buffer> {
  const raw = Buffer.from(json);
  if (encoding === 'br') {
    return brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
  }
  if (encoding === 'gzip') return gzipped(raw, { level: 6 });
  return raw;
}

export class SyncPageCache {
  private readonly pages: BytesCache;

  constructor(maxBytes: number) {
    this.pages = new BytesCache(maxBytes);
  }

  /** The page's bytes in `encoding`, built on a miss; kept unless the build says not to. */
  get(etag: string, encoding: Encoding, buildJson: () => Promise<{ json: string; keep: boolean }>): Promise<Buffer> {
    return this.pages.get(`${etag}|${encoding}`, async () => {
      const { json, keep } = await buildJson();
      return { body: await encode(json, encoding), keep };
    });
  }
}
