/**
 * Sign-in sessions. A session is a refresh-token family (its uuid is the JWT `sid`); every refresh
 * rotates the token within the family. Reusing a rotated token more than REUSE_GRACE_SECONDS
 * after its rotation is taken as theft and revokes the whole family; within the grace (two tabs,
 * or a tab and the service worker refreshing at once) the caller gets a fresh pair instead.
 */
import { randomUUID } from 'node:crypto';
import type { RefreshResponse } from '@portal/contract/auth';
import type { Role } from '@portal/contract/rules';
import type { Executor } from '@portal/db';
import { UnauthorizedError } from '../../lib/errors';
import { hashToken, newOpaqueToken } from '../../lib/secrets';
import { recordAudit } from '../audit/audit.repo';
import type { AuthDeps } from './auth.deps';
import * as repo from './sessions.repo';

export const REUSE_GRACE_SECONDS = 30;
export const INVALID_REFRESH = 'Your session has expired. Please sign in again.';

async function issuePair(deps: AuthDeps, db: Executor, user: { id: number; role: Role }, familyId: string): Promise<RefreshResponse> {
  const refreshToken = newOpaqueToken();
  await repo.insertRefreshToken(db, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + deps.config.refreshTokenTtlDays * 86_400_000),
  });
  const accessToken = deps.signAccessToken({ sub: String(user.id), role: user.role, sid: familyId });
  return { accessToken, refreshToken, expiresIn: deps.config.accessTokenTtlSeconds };
}

/** Starts a new session (sign-in, registration). */
export function openSession(deps: AuthDeps, user: { id: number; role: Role }, db: Executor = deps.db) {
  return issuePair(deps, db, user, randomUUID());
}

export async function refreshSession(deps: AuthDeps, refreshToken: string, ip: string): Promise<RefreshResponse> {
  const row = await repo.findRefreshToken(deps.db, hashToken(refreshToken));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now() || !row.isActive) {
    throw new UnauthorizedError(INVALID_REFRESH, 'REFRESH_INVALID');
  }
  const user = { id: row.userId, role: row.role };
  if (await repo.claimRotation(deps.db, row.id)) return issuePair(deps, deps.db, user, row.familyId);

  const state = await repo.rotationState(deps.db, row.id);
  if (state && !state.revoked && state.secondsSinceRotation < REUSE_GRACE_SECONDS) {
    return issuePair(deps, deps.db, user, row.familyId);
  }
  await repo.revokeFamily(deps.db, row.familyId);
  await recordAudit(deps.db, { action: 'auth.refresh_reuse', entity: 'user', entityId: row.userId, actorUserId: row.userId, ip, details: { familyId: row.familyId } });
  throw new UnauthorizedError(INVALID_REFRESH, 'REFRESH_REUSED');
}

/** Ends the caller's session, and the session of the refresh token they hold if it is theirs. */
export async function closeSession(deps: AuthDeps, userId: number, sessionId: string | null, refreshToken: string | undefined, ip: string) {
  if (sessionId) await repo.revokeFamily(deps.db, sessionId, userId);
  if (refreshToken) {
    const row = await repo.findRefreshToken(deps.db, hashToken(refreshToken));
    if (row && row.userId === userId) await repo.revokeFamily(deps.db, row.familyId, userId);
  }
  await recordAudit(deps.db, { action: 'auth.logout', entity: 'user', entityId: userId, actorUserId: userId, ip });
}

export { revokeUserFamilies } from './sessions.repo';
