import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@portal/db';
import { hashToken } from '@portal/api/lib/secrets';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { startSmtpServer, type SmtpServer } from '../fixtures/smtp-server';
import { waitFor } from '../fixtures/wait-for';
import { auditActions, createAccount, login, profileWith, signIn } from './auth-helpers';

describe.each(databaseKinds())('password reset on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { publicUrl: 'https://portal.example' });
  });
  afterAll(async () => t?.close());

  const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
  const reset = (token: string, password: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password } });
  const mailsTo = (to: string) => t.app.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, to)).orderBy(desc(schema.mailOutbox.id));
  async function tokenFromMail(to: string): Promise<string> {
    const [mail] = await mailsTo(to);
    const match = /https:\/\/portal\.example\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    if (!match) throw new Error('no reset link in the mail');
    return match[1]!;
  }

  describe('POST /auth/forgot-password', () => {
    it('answers known and unknown emails identically, and mails a link only to the known one', async () => {
      const user = await createAccount(t.app);
      const known = await forgot(user.email);
      const unknown = await forgot('nobody-at-all@example.com');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      const mails = await mailsTo(user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.status).toBe('logged');
      expect(await mailsTo('nobody-at-all@example.com')).toEqual([]);
      const token = await tokenFromMail(user.email);
      const [stored] = await t.app.db.select().from(schema.passwordResetTokens).where(eq(schema.passwordResetTokens.userId, user.id));
      expect(stored!.tokenHash).toBe(hashToken(token));
      const ttl = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
      expect(Math.abs(ttl - 3_600_000)).toBeLessThan(60_000);
    });
  });

  describe('POST /auth/reset-password', () => {
    it('sets the new password, ends every session, and works only once', async () => {
      const user = await createAccount(t.app);
      const session = await signIn(t.app, user.email);
      await forgot(user.email);
      const token = await tokenFromMail(user.email);
      const res = await reset(token, 'BrandNew123');
      expect(res.statusCode).toBe(200);
      expect((await profileWith(t.app, session.accessToken)).statusCode).toBe(401);
      expect((await login(t.app, user.email)).statusCode).toBe(401);
      expect((await login(t.app, user.email, 'BrandNew123')).statusCode).toBe(200);
      const again = await reset(token, 'Another123');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('This reset link is invalid or has expired');
      expect(await auditActions(t.app)).toContain('auth.password_reset');
    });

    it('refuses an expired link', async () => {
      const user = await createAccount(t.app);
      await forgot(user.email);
      const token = await tokenFromMail(user.email);
      await t.app.db.update(schema.passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.passwordResetTokens.tokenHash, hashToken(token)));
      const res = await reset(token, 'BrandNew123');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This reset link is invalid or has expired');
      expect((await login(t.app, user.email)).statusCode).toBe(200);
    });

    it('keeps only the newest link valid', async () => {
      const user = await createAccount(t.app);
      await forgot(user.email);
      const older = await tokenFromMail(user.email);
      await forgot(user.email);
      const newer = await tokenFromMail(user.email);
      expect((await reset(older, 'BrandNew123')).statusCode).toBe(400);
      expect((await reset(newer, 'BrandNew123')).statusCode).toBe(200);
    });

    it('refuses a weak new password with the rule message', async () => {
      const res = await reset('whatever', 'short');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.password).toBe('Password must be at least 8 characters');
    });
  });
});

describe('POST /auth/forgot-password with SMTP configured', () => {
  let t: TestApp;
  let smtp: SmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp('pglite', { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    // The server first: a delivery waiting on it ends at once, and the app's close waits for it.
    await smtp?.close();
    await t?.close();
  });

  it('mails the link through the server and keeps no copy of it once sent', async () => {
    const user = await createAccount(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } });
    expect(res.statusCode).toBe(200);
    const mails = () => t.app.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, user.email));
    await waitFor(async () => (await mails())[0]?.status === 'sent', { message: () => 'the link was never sent' });
    const [mail] = await mails();
    expect(mail).toMatchObject({ subject: 'Reset your Chapter Portal password', text: '[sent by SMTP]' });
    const received = smtp.received.filter((m) => m.to[0] === `<${user.email}>`);
    expect(received).toHaveLength(1);
    expect(received[0]!.data).toMatch(/reset-password\?token=/);
  });

  it('answers without waiting for a server that does not answer', async () => {
    smtp.greet(false);
    const user = await createAccount(t.app);
    const started = performance.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } });
    expect(res.statusCode).toBe(200);
    // The server's greeting is waited for up to 10 s, after the answer.
    expect(performance.now() - started).toBeLessThan(5_000);
    const [mail] = await t.app.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, user.email));
    expect(mail).toMatchObject({ subject: 'Reset your Chapter Portal password' });
    expect(['queued', 'sending']).toContain(mail!.status);
    smtp.greet(true);
  });
});
