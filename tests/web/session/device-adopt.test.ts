/**
 * A page that finds no session in localStorage looks for one the device keeps (a sign-in in
 * another renderer, tokens the service worker rotated) without loading the device database's
 * library, and without creating the database on a device that has none.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DB_NAME, db } from '@portal/web/lib/db/database.ts';
import { saveCredentials } from '@portal/web/lib/session/device-credentials.ts';
import { DEVICE_DB_NAME, peekDeviceCredentials } from '@portal/web/lib/session/device-credentials-peek.ts';
import { adoptDeviceSession, clearSession, getSession, startSession } from '@portal/web/lib/session/store.ts';

const user = { id: 7, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'CHAPTER' } as never;

afterEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('the session kept on the device', () => {
  it('reads the same database the device database writes', () => {
    expect(DEVICE_DB_NAME).toBe(DB_NAME);
  });

  it('finds nothing and creates no database on a device that has none', async () => {
    db.close();
    await db.delete();
    expect(await peekDeviceCredentials()).toEqual([]);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(DB_NAME);
    expect(await adoptDeviceSession()).toBe(false);
    expect(getSession().signedIn).toBe(false);
  });

  it('adopts the newest session the device keeps', async () => {
    if (!db.isOpen()) await db.open();
    await saveCredentials({ userId: 7, email: 'ada@example.com', user, accessToken: 'access-7', refreshToken: 'refresh-7' });
    expect((await peekDeviceCredentials()).map((row) => row.userId)).toEqual([7]);
    expect(await adoptDeviceSession()).toBe(true);
    expect(localStorage.getItem('accessToken')).toBe('access-7');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-7');
    expect(getSession().user?.email).toBe('ada@example.com');
  });
});

describe('signing out', () => {
  it('does not adopt again the session it has just ended', async () => {
    if (!db.isOpen()) await db.open();
    await startSession({ user, accessToken: 'access-7', refreshToken: 'refresh-7' });
    clearSession();
    expect(await adoptDeviceSession()).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(await peekDeviceCredentials()).toEqual([]);
  });
});
