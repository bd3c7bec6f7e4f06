/**
 * Registration and sign-in. Failures of sign-in all read the same ('Invalid email or password')
 * and cost the same argon2 verification, whether the email is unknown, the password wrong or the
 * account inactive, so the answer reveals nothing about which accounts exist.
 */
import type * as v from 'valibot';
import type { AuthResponse, loginBody, registerBody } from '@portal/contract/auth';
import { MSG } from '@portal/contract/messages';
import { ConflictError, UnauthorizedError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { recordAudit } from '../audit/audit.repo';
import { findPublicUser } from '../users/public-user';
import type { AuthDeps } from './auth.deps';
import * as repo from './auth.repo';
import { openSession } from './sessions.service';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export async function emailAvailable(deps: AuthDeps, email: string): Promise<boolean> {
  return !(await repo.findUserByEmail(deps.db, email));
}

export async function register(deps: AuthDeps, body: v.InferOutput<typeof registerBody>, ip: string): Promise<AuthResponse> {
  if (await repo.findUserByEmail(deps.db, body.email)) throw new ConflictError(MSG.emailExists, 'EMAIL_EXISTS');
  const passwordHash = await hashPassword(body.password);
  try {
    const { userId, tokens } = await deps.db.transaction(async (tx) => {
      const { isActive: _ignored, ...chapterFields } = body.chapter;
      const chapter = await repo.insertChapter(tx, { ...chapterFields, phone: chapterFields.phone ?? null, taxId: chapterFields.taxId ?? null });
      const user = await repo.insertUser(tx, {
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        role: 'CHAPTER',
        chapterId: chapter.id,
      });
      await recordAudit(tx, { action: 'auth.register', entity: 'user', entityId: user.id, actorUserId: user.id, ip, details: { chapterId: chapter.id } });
      return { userId: user.id, tokens: await openSession(deps, user, tx) };
    });
    return { ...tokens, user: (await findPublicUser(deps.db, userId))! };
  } catch (err) {
    // Two registrations racing for one email: the unique index decides.
    if (isUniqueViolation(err)) throw new ConflictError(MSG.emailExists, 'EMAIL_EXISTS');
    throw err;
  }
}

export async function login(deps: AuthDeps, body: v.InferOutput<typeof loginBody>, ip: string): Promise<AuthResponse> {
  const user = await repo.findUserByEmail(deps.db, body.email);
  const valid = user ? await verifyPassword(user.passwordHash, body.password) : await verifyAgainstDummy(body.password);
  if (!user || !valid || !user.isActive) {
    const reason = !user ? 'unknown_email' : !valid ? 'wrong_password' : 'inactive';
    await recordAudit(deps.db, { action: 'auth.login.failure', entity: 'user', entityId: user?.id ?? null, ip, details: { email: body.email, reason } });
    throw new UnauthorizedError(INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
  }
  await repo.touchLastLogin(deps.db, user.id);
  const tokens = await openSession(deps, user);
  await recordAudit(deps.db, { action: 'auth.login.success', entity: 'user', entityId: user.id, actorUserId: user.id, ip });
  return { ...tokens, user: (await findPublicUser(deps.db, user.id))! };
}
