import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config';

describe('loadConfig', () => {
  it('reads the PostgreSQL pool size, 10 when unset', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
  });

  it.each(['0', '-1', '2.5', 'ten', '201'])('refuses DATABASE_POOL_SIZE=%s at start, naming the variable and the rule', (value) => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(`DATABASE_POOL_SIZE must be a whole number from 1 to 200 (got '${value}')`);
  });
});
