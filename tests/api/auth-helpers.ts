/**
 * Helpers for the sign-in tests: accounts with real argon2 password hashes (the shared fixture
 * users have none, since they never sign in), and calls that go through the real auth routes.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema } from '@portal/db';
import { hashPassword } from '@portal/api/lib/passwords';
import type { Role } from '@portal/contract/rules';
import { createUser, type TestUser } from '../fixtures/users';

export const PASSWORD = 'Secret123';

export async function createAccount(app: FastifyInstance, role: Role = 'CHAPTER', overrides: Partial<typeof schema.users.$inferInsert> = {}): Promise<TestUser> {
  const user = await createUser(app, role, overrides);
  await app.db.update(schema.users).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(schema.users.id, user.id));
  return user;
}

export function login(app: FastifyInstance, email: string, password = PASSWORD, ip = '10.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: ip });
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD) {
  const res = await login(app, email, password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return res.json().data as { accessToken: string; refreshToken: string; expiresIn: number; user: { id: number } };
}

export function refresh(app: FastifyInstance, refreshToken: string) {
  return app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refreshToken } });
}

export function profileWith(app: FastifyInstance, accessToken: string) {
  return app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: { authorization: `Bearer ${accessToken}` } });
}

export const registration = (email: string) => ({
  email,
  password: 'Passw0rdOk',
  firstName: 'Ada',
  lastName: 'Lovelace',
  chapter: { name: 'Austin Chapter', address: '1 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701', phone: '(512) 555-0100', taxId: '12-3456789', isActive: true },
});

export async function auditActions(app: FastifyInstance): Promise<string[]> {
  const rows = await app.db.select({ action: schema.auditLog.action }).from(schema.auditLog).orderBy(schema.auditLog.id);
  return rows.map((r) => r.action);
}
