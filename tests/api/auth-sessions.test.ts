import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@portal/db';
import { hashToken } from '@portal/api/lib/secrets';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createAccount, profileWith, refresh, signIn } from './auth-helpers';

describe.each(databaseKinds())('sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const ageRotation = (token: string, seconds: number) =>
    t.app.db
      .update(schema.refreshTokens)
      .set({ rotatedAt: sql`now() - make_interval(secs => ${seconds})` })
      .where(eq(schema.refreshTokens.tokenHash, hashToken(token)));

  describe('POST /auth/refresh', () => {
    it('rotates the token: a new pair in the same family, and the old row marked rotated', async () => {
      const user = await createAccount(t.app);
      const first = await signIn(t.app, user.email);
      const res = await refresh(t.app, first.refreshToken);
      expect(res.statusCode).toBe(200);
      const next = res.json().data;
      expect(Object.keys(next).sort()).toEqual(['accessToken', 'expiresIn', 'refreshToken']);
      expect(next.refreshToken).not.toBe(first.refreshToken);
      const sid = (token: string) => t.app.jwt.decode<{ sid: string }>(token)!.sid;
      expect(sid(next.accessToken)).toBe(sid(first.accessToken));
      const [old] = await t.app.db.select().from(schema.refreshTokens).where(eq(schema.refreshTokens.tokenHash, hashToken(first.refreshToken)));
      expect(old!.rotatedAt).not.toBeNull();
      expect((await profileWith(t.app, next.accessToken)).statusCode).toBe(200);
      expect((await refresh(t.app, next.refreshToken)).statusCode).toBe(200);
    });

    it('revokes the whole family when a token rotated more than 30 seconds ago is presented again', async () => {
      const user = await createAccount(t.app);
      const first = await signIn(t.app, user.email);
      const second = (await refresh(t.app, first.refreshToken)).json().data;
      await ageRotation(first.refreshToken, 31);
      const reuse = await refresh(t.app, first.refreshToken);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toMatchObject({ success: false, code: 'REFRESH_REUSED' });
      expect((await refresh(t.app, second.refreshToken)).statusCode).toBe(401);
      expect((await profileWith(t.app, second.accessToken)).statusCode).toBe(401);
      expect((await profileWith(t.app, first.accessToken)).statusCode).toBe(401);
      const sid = t.app.jwt.decode<{ sid: string }>(first.accessToken)!.sid;
      const rows = await t.app.db.select().from(schema.refreshTokens).where(eq(schema.refreshTokens.familyId, sid));
      expect(rows.length).toBe(2);
      expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    });

    it('answers a fresh pair in the same family when a token is reused within the grace period', async () => {
      const user = await createAccount(t.app);
      const first = await signIn(t.app, user.email);
      const a = (await refresh(t.app, first.refreshToken)).json().data;
      const again = await refresh(t.app, first.refreshToken);
      expect(again.statusCode).toBe(200);
      const b = again.json().data;
      expect(b.refreshToken).not.toBe(a.refreshToken);
      for (const pair of [a, b]) {
        expect((await profileWith(t.app, pair.accessToken)).statusCode).toBe(200);
        expect((await refresh(t.app, pair.refreshToken)).statusCode).toBe(200);
      }
    });

    it('keeps both callers signed in when two refreshes with the same token race', async () => {
      const user = await createAccount(t.app);
      const first = await signIn(t.app, user.email);
      const [r1, r2] = await Promise.all([refresh(t.app, first.refreshToken), refresh(t.app, first.refreshToken)]);
      expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
      for (const res of [r1, r2]) {
        const pair = res.json().data;
        expect((await profileWith(t.app, pair.accessToken)).statusCode).toBe(200);
        expect((await refresh(t.app, pair.refreshToken)).statusCode).toBe(200);
      }
    });

    it('refuses unknown, expired and revoked tokens with 401', async () => {
      expect((await refresh(t.app, 'not-a-token')).statusCode).toBe(401);
      const user = await createAccount(t.app);
      const s = await signIn(t.app, user.email);
      await t.app.db.update(schema.refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.refreshTokens.tokenHash, hashToken(s.refreshToken)));
      expect((await refresh(t.app, s.refreshToken)).statusCode).toBe(401);
    });

    it('refuses the refresh token of a deactivated user', async () => {
      const user = await createAccount(t.app);
      const s = await signIn(t.app, user.email);
      await t.app.db.update(schema.users).set({ isActive: false }).where(eq(schema.users.id, user.id));
      expect((await refresh(t.app, s.refreshToken)).statusCode).toBe(401);
    });
  });

  describe('POST /auth/logout', () => {
    it('cuts the access token and the refresh token of the session at once', async () => {
      const user = await createAccount(t.app);
      const s = await signIn(t.app, user.email);
      const other = await signIn(t.app, user.email);
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${s.accessToken}` } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: null });
      expect((await profileWith(t.app, s.accessToken)).statusCode).toBe(401);
      expect((await refresh(t.app, s.refreshToken)).statusCode).toBe(401);
      expect((await profileWith(t.app, other.accessToken)).statusCode).toBe(200);
    });

    it('also ends the session of the refresh token sent, when it is the caller’s own', async () => {
      const user = await createAccount(t.app);
      const a = await signIn(t.app, user.email);
      const b = await signIn(t.app, user.email);
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${a.accessToken}` }, payload: { refreshToken: b.refreshToken } });
      expect(res.statusCode).toBe(200);
      expect((await profileWith(t.app, b.accessToken)).statusCode).toBe(401);
    });

    it('leaves another person’s session alone even when their refresh token is sent', async () => {
      const a = await signIn(t.app, (await createAccount(t.app)).email);
      const b = await signIn(t.app, (await createAccount(t.app)).email);
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${a.accessToken}` }, payload: { refreshToken: b.refreshToken } });
      expect((await profileWith(t.app, b.accessToken)).statusCode).toBe(200);
    });

    it('answers 401 without a token', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(401);
    });
  });
});
