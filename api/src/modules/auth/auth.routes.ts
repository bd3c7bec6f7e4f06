import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  emailAvailableBody,
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
import { createMailer } from '../../lib/mailer';
import { createLimiter } from '../../lib/rate-limiter';
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
  const limiter = createLimiter(app.db, app.config.rateLimits);
  // The account and the address together: failures from elsewhere never delay the owner here.
  const accountAt = (request: FastifyRequest, email: string) => `${email}|${request.ip}`;
  const tags = ['auth'];

  app.post<Body<typeof registerBody>>(
    '/auth/register',
    { config: { access: 'public' }, schema: { tags, summary: 'Register a chapter account and sign in', body: registerBody } },
    async (request, reply) => {
      await limiter.take([['register', request.ip]], 'registration attempts');
      return reply.status(201).send(ok(await auth.register(deps, request.body, request.ip), MSG.registrationSuccess(PRODUCT_NAME)));
    },
  );

  app.post<Body<typeof emailAvailableBody>>(
    '/auth/email-available',
    { config: { access: 'public' }, schema: { tags, summary: 'Whether an email is free to register', body: emailAvailableBody } },
    async (request) => {
      await limiter.take([['emailCheck', request.ip]], 'email checks');
      return ok({ available: await auth.emailAvailable(deps, request.body.email) });
    },
  );

  app.post<Body<typeof loginBody>>(
    '/auth/login',
    { config: { access: 'public' }, schema: { tags, summary: 'Sign in with email and password', body: loginBody } },
    async (request) => {
      const key = accountAt(request, request.body.email);
      await limiter.take([['signInAccountAddress', key], ['signInAddress', request.ip]], 'sign-in attempts');
      const answer = await auth.login(deps, request.body, request.ip);
      // Only failures count, so many tablets signing in behind one office address never add up.
      await Promise.all([limiter.clear('signInAccountAddress', key), limiter.forgive('signInAddress', request.ip)]);
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
      await limiter.take([['forgotPassword', request.ip], ['forgotPasswordAccount', request.body.email]], 'password reset requests');
      await reset.requestPasswordReset(deps, request.body.email, request.ip);
      return ok(null, reset.FORGOT_PASSWORD_ANSWER);
    },
  );

  app.post<Body<typeof resetPasswordBody>>(
    '/auth/reset-password',
    { config: { access: 'public' }, schema: { tags, summary: 'Choose a new password with a reset link', body: resetPasswordBody } },
    async (request) => {
      await limiter.take([['resetPassword', request.ip]], 'password reset attempts');
      await reset.resetPassword(deps, request.body.token, request.body.password, request.ip);
      return ok(null, 'Your password has been reset. Please sign in.');
    },
  );
}
