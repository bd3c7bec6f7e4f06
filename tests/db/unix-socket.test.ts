/**
 * DATABASE_URL may reach PostgreSQL through its Unix socket, libpq's way (?host=/the/socket/folder):
 * on one machine that spares each round trip the TCP stack.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, resultRows, socketOf, type DatabaseHandle } from '@portal/db';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../fixtures/db';

describe('a database URL naming a socket folder', () => {
  it('goes to the driver as its host, the rest of the URL unchanged', () => {
    expect(socketOf('postgres://app:secret@localhost:5433/portal?host=/var/run/postgresql&sslmode=disable')).toEqual({
      url: 'postgres://app:secret@localhost:5433/portal?sslmode=disable',
      host: '/var/run/postgresql',
    });
    // A host that is not a folder is a name for the URL to carry, as before.
    expect(socketOf('postgres://app@db.internal/portal?host=replica')).toEqual({ url: 'postgres://app@db.internal/portal?host=replica' });
    expect(socketOf('postgres://app@127.0.0.1/portal')).toEqual({ url: 'postgres://app@127.0.0.1/portal' });
  });
});

describe.runIf(databaseKinds().includes('postgres'))('PostgreSQL through its Unix socket', () => {
  let database: TestDatabase;
  let throughSocket: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await throughSocket?.close();
    await database?.dispose();
  });

  it('opens, migrates and answers over the socket the server listens on', async () => {
    const folders = resultRows<{ dirs: string }>(await database.db.execute(sql`select current_setting('unix_socket_directories') as dirs`));
    const folder = folders[0]!.dirs.split(',')[0]!.trim();
    expect(folder.startsWith('/')).toBe(true);
    const url = new URL(database.url!);
    url.searchParams.set('host', folder);
    throughSocket = await openDatabase({ url: url.toString(), maxConnections: 1 });
    await throughSocket.migrate();
    // No server address: the session came over the socket, not TCP.
    const rows = resultRows<{ address: string | null; jit: string }>(
      await throughSocket.db.execute(sql`select inet_server_addr()::text as address, current_setting('jit') as jit`),
    );
    expect(rows[0]).toEqual({ address: null, jit: 'off' });
  });
});
