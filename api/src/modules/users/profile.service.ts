/**
 * The signed-in person's own profile: names, their own chapter's details and their password.
 * Role, status, email and chapter link are not editable here (the body schema refuses them).
 * The chapter's record (name, address, tax ID) belongs to the chapter's account (role CHAPTER);
 * its members (role USER) edit only their own names, and admins edit chapters in the back office.
 */
import type * as v from 'valibot';
import type { Database } from '@portal/db';
import type { changePasswordBody, profileUpdateBody, PublicUser } from '@portal/contract/auth';
import { SERVICE_RULES } from '@portal/contract/field-rule-texts';
import { forbidden, ValidationError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repo';
import { setPasswordHash } from '../auth/auth.repo';
import { revokeUserFamilies } from '../auth/sessions.repo';
import * as repo from './profile.repo';
import { findPublicUser } from './public-user';

export const NO_CHAPTER = SERVICE_RULES.NO_CHAPTER_TO_UPDATE;
export const WRONG_CURRENT_PASSWORD = SERVICE_RULES.WRONG_CURRENT_PASSWORD;

export async function getProfile(db: Database, user: AuthUser): Promise<PublicUser> {
  return (await findPublicUser(db, user.id))!;
}

export async function updateProfile(db: Database, user: AuthUser, body: v.InferOutput<typeof profileUpdateBody>, ip: string): Promise<PublicUser> {
  const chapter = body.chapter;
  if (chapter && user.chapterId === null) throw new ValidationError(NO_CHAPTER, { chapter: NO_CHAPTER }, undefined, 'VALIDATION_FAILED', { chapter: { code: 'NO_CHAPTER_TO_UPDATE' } });
  if (chapter && user.role !== 'CHAPTER') throw forbidden('CHAPTER_ACCOUNT_ONLY');
  await db.transaction(async (tx) => {
    await repo.updateNames(tx, user.id, { firstName: body.firstName, lastName: body.lastName });
    if (chapter && user.chapterId !== null) {
      await repo.updateChapter(tx, user.chapterId, { ...chapter, phone: chapter.phone ?? null, taxId: chapter.taxId ?? null });
    }
    if (Object.keys(body).length === 0) return;
    await recordAudit(tx, { action: 'user.profile_update', entity: 'user', entityId: user.id, actorUserId: user.id, ip, details: { fields: Object.keys(body) } });
  });
  return getProfile(db, user);
}

/** A password change keeps the current session and ends every other one. */
export async function changePassword(db: Database, user: AuthUser, body: v.InferOutput<typeof changePasswordBody>, ip: string): Promise<void> {
  const stored = await repo.passwordHashOf(db, user.id);
  if (!stored || !(await verifyPassword(stored, body.currentPassword))) {
    throw new ValidationError(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD }, undefined, 'VALIDATION_FAILED', { currentPassword: { code: 'WRONG_CURRENT_PASSWORD' } });
  }
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeUserFamilies(tx, user.id, user.sessionId);
    await recordAudit(tx, { action: 'auth.password_change', entity: 'user', entityId: user.id, actorUserId: user.id, ip });
  });
}
