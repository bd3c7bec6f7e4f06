import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config';
import { TRUE_WARNING } from '../../api/src/lib/trust-proxy';

describe('loadConfig', () => {
  it('reads the PostgreSQL pool size, 10 when unset', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
  });

  it.each(['0', '-1', '2.5', 'ten', '201'])('refuses DATABASE_POOL_SIZE=%s at start, naming the variable and the rule', (value) => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(`DATABASE_POOL_SIZE must be a whole number from 1 to 200 (got '${value}')`);
  });

  it('reads the sync queue\'s longest wait, 2 s when unset, and refuses one out of range', () => {
    expect(loadConfig({}).syncQueueWaitMs).toBe(2_000);
    expect(loadConfig({ SYNC_QUEUE_WAIT_MS: '5000' }).syncQueueWaitMs).toBe(5_000);
    expect(() => loadConfig({ SYNC_QUEUE_WAIT_MS: '50' })).toThrow("SYNC_QUEUE_WAIT_MS must be a whole number from 100 to 60000 (got '50')");
  });

  it('reads TRUST_PROXY as no proxy, a number of proxies, or the proxies\' addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
    expect(loadConfig({ TRUST_PROXY: '1' }).configWarnings).toEqual([]);
  });

  it('reads TRUST_PROXY=true as one proxy, with a warning for the log, since trusting every hop lets clients pick their address', () => {
    const config = loadConfig({ TRUST_PROXY: 'true' });
    expect(config.trustProxy).toBe(1);
    expect(config.configWarnings).toEqual([TRUE_WARNING]);
  });

  it.each(['yes', '10.0.0.0/33', '300.1.1.1', '127.0.0.1,nginx', '11', ','])('refuses TRUST_PROXY=%s at start, saying what it takes', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY must be a number of proxies/);
  });
});
