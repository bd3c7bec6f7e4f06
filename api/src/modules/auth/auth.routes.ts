import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  forgotPasswordBody,
  loginBody,
  logoutBody,
  refreshBody,
  registerBody,
  resetPasswordBody,
} from '@portal/contract/auth';
import { MSG } from '@portal/contract/messages';
import { PRODUCT_NAME } from '@portal/contract/rules';
import type * as v from 'valibot';
import { ok } from '../../lib/envelope';
import { TooManyRequestsError } from '../../lib/errors';
import { createMailer } from '../../lib/mailer';
import { SlidingWindowLimiter } from '../../lib/rate-limiter';
import { currentUser } from '../../plugins/auth';
import type { AuthDeps } from './auth.deps';
import * as auth from './auth.service';
import * as reset from './password-reset.service';
import * as sessions from './sessions.service';

type Body<S extends v.GenericSchema> = { Body: v.InferOutput<S> };

export function authDeps(app: FastifyInstance): AuthDeps {
  return {
    db: app.db,
    config: app.config,
    signAccessToken: (payload) => app.jwt.sign(payload),
    mailer: createMailer(app.config, app.db, app.log),
    log: app.log,
  };
}

export default async function authRoutes(app: FastifyInstance) {
  const deps = authDeps(app);
  const { max, windowSeconds } = app.config.loginRateLimit;
  // Sign-in and reset requests are counted apart, so mail requests cannot lock anyone out.
  const signIns = new SlidingWindowLimiter(max, windowSeconds * 1000);
  const resets = new SlidingWindowLimiter(max, windowSeconds * 1000);
  const keysOf = (request: FastifyRequest, email: string) => [`ip:${request.ip}`, `email:${email}`];
  const throttle = (limiter: SlidingWindowLimiter, keys: string[]) => {
    const result = limiter.attempt(keys);
    if (!result.allowed) {
      const minutes = Math.ceil(result.retryAfterSeconds / 60);
      throw new TooManyRequestsError(`Too many sign-in attempts. Please try again in ${minutes} minutes.`, result.retryAfterSeconds);
    }
  };
  const tags = ['auth'];

  app.post<Body<typeof registerBody>>(
    '/auth/register',
    { config: { access: 'public' }, schema: { tags, summary: 'Register a chapter account and sign in', body: registerBody } },
    async (request, reply) => reply.status(201).send(ok(await auth.register(deps, request.body, request.ip), MSG.registrationSuccess(PRODUCT_NAME))),
  );

  app.post<Body<typeof loginBody>>(
    '/auth/login',
    { config: { access: 'public' }, schema: { tags, summary: 'Sign in with email and password', body: loginBody } },
    async (request) => {
      const keys = keysOf(request, request.body.email);
      throttle(signIns, keys);
      const answer = await auth.login(deps, request.body, request.ip);
      // Only failed attempts count, so many tablets signing in behind one office address are not locked out.
      signIns.forgive(keys);
      return ok(answer, MSG.loginSuccess);
    },
  );

  app.post<Body<typeof refreshBody>>(
    '/auth/refresh',
    { config: { access: 'public' }, schema: { tags, summary: 'Exchange a refresh token for a new token pair', body: refreshBody } },
    async (request) => ok(await sessions.refreshSession(deps, request.body.refreshToken, request.ip), 'Token refreshed'),
  );

  app.post<Body<typeof logoutBody>>(
    '/auth/logout',
    { config: { access: 'authenticated' }, schema: { tags, summary: 'Sign out: end this session', body: logoutBody } },
    async (request) => {
      const user = currentUser(request);
      await sessions.closeSession(deps, user.id, user.sessionId, request.body?.refreshToken, request.ip);
      return ok(null, 'Logged out');
    },
  );

  app.post<Body<typeof forgotPasswordBody>>(
    '/auth/forgot-password',
    { config: { access: 'public' }, schema: { tags, summary: 'Send a password reset link', body: forgotPasswordBody } },
    async (request) => {
      throttle(resets, keysOf(request, request.body.email));
      await reset.requestPasswordReset(deps, request.body.email, request.ip);
      return ok(null, reset.FORGOT_PASSWORD_ANSWER);
    },
  );

  app.post<Body<typeof resetPasswordBody>>(
    '/auth/reset-password',
    { config: { access: 'public' }, schema: { tags, summary: 'Choose a new password with a reset link', body: resetPasswordBody } },
    async (request) => {
      await reset.resetPassword(deps, request.body.token, request.body.password, request.ip);
      return ok(null, 'Your password has been reset. Please sign in.');
    },
  );
}
