/**
 * Forgotten passwords: a single-use link valid for one hour, stored only as a hash. The request
 * answers the same whether or not the email belongs to an account.
 */
import { SERVICE_RULES } from '@portal/contract/field-rule-texts';
import { ValidationError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { hashToken, newOpaqueToken } from '../../lib/secrets';
import { recordAudit } from '../audit/audit.repo';
import type { AuthDeps } from './auth.deps';
import * as repo from './auth.repo';
import { revokeUserFamilies } from './sessions.repo';

export const RESET_TTL_MS = 60 * 60 * 1000;
export const FORGOT_PASSWORD_ANSWER = 'If an account exists for this email, a link to reset the password has been sent.';
export const RESET_INVALID = SERVICE_RULES.RESET_LINK_INVALID;
const resetInvalid = () => new ValidationError(RESET_INVALID, { token: RESET_INVALID }, undefined, 'VALIDATION_FAILED', { token: { code: 'RESET_LINK_INVALID' } });

export async function requestPasswordReset(deps: AuthDeps, email: string, ip: string): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user || !user.isActive) return;
  const token = newOpaqueToken();
  await repo.retireResetTokens(deps.db, user.id);
  await repo.insertResetToken(deps.db, { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  await recordAudit(deps.db, { action: 'auth.password_reset.requested', entity: 'user', entityId: user.id, ip });
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your Chapter Portal password',
    text: `Hello ${user.firstName},\n\nSomeone asked to reset the password of your Chapter Portal account. Open this link within one hour to choose a new password:\n\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.\n`,
  });
}

export async function resetPassword(deps: AuthDeps, token: string, password: string, ip: string): Promise<void> {
  const tokenHash = hashToken(token);
  // The link is checked before the password is hashed: a wrong token costs a row read, not argon2.
  if (!(await repo.resetTokenIsValid(deps.db, tokenHash))) throw resetInvalid();
  const passwordHash = await hashPassword(password);
  const done = await deps.db.transaction(async (tx) => {
    const userId = await repo.consumeResetToken(tx, tokenHash);
    if (userId === null) return false;
    await repo.setPasswordHash(tx, userId, passwordHash);
    await revokeUserFamilies(tx, userId);
    await recordAudit(tx, { action: 'auth.password_reset', entity: 'user', entityId: userId, actorUserId: userId, ip });
    return true;
  });
  if (!done) throw resetInvalid();
}

