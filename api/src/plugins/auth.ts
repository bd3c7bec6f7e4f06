/**
 * Authentication and the one role guard. Every API route declares `config.access`:
 * 'public', 'authenticated', or the list of roles allowed. A route without a declaration fails
 * at start-up, so no route is ever open by accident. For protected routes the bearer JWT is
 * verified (HS256 only, issuer and audience checked, an expiry required), then the user and their
 * session (which must be that user's) are read from the database on every request (one indexed
 * statement; nothing is remembered between requests, so with any number of API instances a
 * deactivation, deletion, role change or revoked session takes effect on the very next request
 * everywhere). The guarded user is `request.auth`.
 */
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { schema } from '@portal/db';
import type { Role } from '@portal/contract/rules';
import type { ForbiddenReason } from '@portal/contract/refusal-figures';
import type { AppConfig } from '../config';
import { forbidden, UnauthorizedError } from '../lib/errors';

export type Access = 'public' | 'authenticated' | readonly Role[];

export interface AuthUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  chapterId: number | null;
  /** The sign-in session (refresh-token family) the access token belongs to. */
  sessionId: string | null;
}

export interface AccessTokenPayload {
  sub: string;
  role: Role;
  sid: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Why callers whose role is not allowed are refused, when the screen has its own wording. */
    denied?: ForbiddenReason;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenPayload;
    user: AccessTokenPayload;
  }
}

export { ADMINS, EVERYONE, SHOPPERS, SUPER_ADMINS } from '@portal/contract/rules';

/** The signed-in user of a guarded route; throws if called on a public route without one. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}

/** Why a role left out of `allowed` is refused: the back office's or a SUPER_ADMIN's route, else a role not among its own. */
function deniedReason(allowed: readonly Role[]): ForbiddenReason {
  if (allowed.length === 1 && allowed[0] === 'SUPER_ADMIN') return 'SUPER_ADMIN_REQUIRED';
  if (allowed.every((r) => r === 'ADMIN' || r === 'SUPER_ADMIN')) return 'ADMIN_REQUIRED';
  return 'ROLE_NOT_ALLOWED';
}

export default fp<{ config: AppConfig }>(async function authPlugin(app: FastifyInstance, { config }) {
  await app.register(jwt, {
    secret: config.jwtSecret,
    sign: {
      algorithm: 'HS256',
      iss: config.jwtIssuer,
      aud: config.jwtAudience,
      expiresIn: config.accessTokenTtlSeconds,
    },
    verify: {
      algorithms: ['HS256'],
      allowedIss: config.jwtIssuer,
      allowedAud: config.jwtAudience,
      // A token with no expiry, even one signed with the secret, would be good forever.
      requiredClaims: ['exp'],
    },
  });

  app.decorateRequest('auth', null);

  // Runs on every guarded request: built once, so each call only binds the two values.
  const findAuthUser = app.db
    .select({
      id: schema.users.id,
      email: schema.users.email,
      firstName: schema.users.firstName,
      lastName: schema.users.lastName,
      role: schema.users.role,
      chapterId: schema.users.chapterId,
      isActive: schema.users.isActive,
      // The session must be this user's: another user's open session does not vouch for a token.
      sessionOpen: sql<boolean>`exists (select 1 from ${schema.refreshTokens} where ${and(
        eq(schema.refreshTokens.familyId, sql.placeholder('sid')),
        eq(schema.refreshTokens.userId, schema.users.id),
        isNull(schema.refreshTokens.revokedAt),
      )})`,
    })
    .from(schema.users)
    .where(eq(schema.users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_user');
  const authRow = async (id: number, sid: string | null) => (await findAuthUser.execute({ id, sid }))[0] ?? null;

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    if (route.url.startsWith('/api/v1/docs')) {
      route.config = { ...(route.config ?? {}), access: 'public' };
      return;
    }
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no config.access`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+$/i.test(header)) throw new UnauthorizedError('Authentication required');
    let payload: AccessTokenPayload;
    try {
      payload = await request.jwtVerify<AccessTokenPayload>();
    } catch {
      throw new UnauthorizedError('Your session has expired. Please sign in again.', 'TOKEN_INVALID');
    }
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId)) throw new UnauthorizedError('Invalid token', 'TOKEN_INVALID');
    const user = await authRow(userId, payload.sid ?? null);
    if (!user || !user.isActive) throw new UnauthorizedError('Your account is not active', 'ACCOUNT_INACTIVE');
    if (!user.sessionOpen) throw new UnauthorizedError('Your session has ended. Please sign in again.', 'SESSION_REVOKED');
    request.auth = {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      chapterId: user.chapterId,
      sessionId: payload.sid,
    };
    if (access !== 'authenticated' && !access.includes(user.role)) {
      throw forbidden(request.routeOptions.config?.denied ?? deniedReason(access));
    }
  });
});
