/**
 * The device's copy of each signed-in person's tokens, in the device database (table
 * credentials, one row per person), so the service worker can deliver queued orders with no
 * window open. localStorage keeps its copy for the page (spec: "Local storage entries"); this
 * row is the newer of the two, because the worker, which cannot reach localStorage, writes only
 * here. Writers: the session store (sign-in, a page refresh, sign-out) and refresh-core.ts.
 * Worker-safe: no DOM, no localStorage.
 */
import { db } from '../db/database';
import type { DeviceCredentialsRow } from '../db/rows';

export async function readCredentials(userId: number): Promise<DeviceCredentialsRow | undefined> {
  return db.credentials.get(userId);
}

export async function listCredentials(): Promise<DeviceCredentialsRow[]> {
  return db.credentials.toArray();
}

export async function saveCredentials(row: Omit<DeviceCredentialsRow, 'updatedAt'>): Promise<void> {
  await db.credentials.put({ ...row, updatedAt: new Date().toISOString() });
}

export async function updateTokens(userId: number, accessToken: string, refreshToken: string): Promise<void> {
  await db.credentials.update(userId, { accessToken, refreshToken, updatedAt: new Date().toISOString() });
}

export async function removeCredentials(userId: number): Promise<void> {
  await db.credentials.delete(userId);
}
