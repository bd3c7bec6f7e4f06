/** The sign-in routes, served from their declaration (contract/src/auth.ts). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authRoutes } from '@portal/contract/auth';
import { MSG } from '@portal/contract/messages';
import { PRODUCT_NAME } from '@portal/contract/rules';
import { ok } from '../../lib/envelope';
import { FORM_BODY_LIMIT, SMALL_BODY_LIMIT } from '../../lib/body-limits';
import { createMailer } from '../../lib/mailer';
import { createLimiter } from '../../lib/rate-limiter';
import { serve } from '../../lib/serve';
import { currentUser } from '../../plugins/auth';
import type { AuthDeps } from './auth.deps';
import * as auth from './auth.service';
import * as reset from './password-reset.service';
import * as sessions from './sessions.service';

export function authDeps(app: FastifyInstance): AuthDeps {
  return {
    db: app.db,
    config: app.config,
    signAccessToken: (payload) => app.jwt.sign(payload),
    mailer: createMailer(app.config, app.db, app.log),
    log: app.log,
  };
}

export default async function authRoutesPlugin(app: FastifyInstance) {
  const deps = authDeps(app);
  // A password reset's mail is delivered after the answer: awaited when the app closes.
  app.addHook('onClose', () => deps.mailer.idle());
  const limiter = createLimiter(app.db, app.config.rateLimits);
  // The account and the address together: failures from elsewhere never delay the owner here.
  const accountAt = (request: FastifyRequest, email: string) => `${email}|${request.ip}`;
  const small = { bodyLimit: SMALL_BODY_LIMIT };

  serve(
    app,
    authRoutes.register,
    async ({ request, body }) => {
      await limiter.take([['register', request.ip]], 'registration attempts');
      return ok(await auth.register(deps, body, request.ip), MSG.registrationSuccess(PRODUCT_NAME));
    },
    { bodyLimit: FORM_BODY_LIMIT },
  );

  serve(
    app,
    authRoutes.emailAvailable,
    async ({ request, body }) => {
      await limiter.take([['emailCheck', request.ip]], 'email checks');
      return ok({ available: await auth.emailAvailable(deps, body.email) });
    },
    small,
  );

  serve(
    app,
    authRoutes.login,
    async ({ request, body }) => {
      const key = accountAt(request, body.email);
      await limiter.take([['signInAccountAddress', key], ['signInAddress', request.ip]], 'sign-in attempts');
      const answer = await auth.login(deps, body, request.ip);
      // Only failures count, so many tablets signing in behind one office address never add up.
      await Promise.all([limiter.clear('signInAccountAddress', key), limiter.forgive('signInAddress', request.ip)]);
      return ok(answer, MSG.loginSuccess);
    },
    small,
  );

  serve(app, authRoutes.refresh, async ({ request, body }) => ok(await sessions.refreshSession(deps, body.refreshToken, request.ip), 'Token refreshed'), small);

  serve(
    app,
    authRoutes.logout,
    async ({ request, body }) => {
      const user = currentUser(request);
      await sessions.closeSession(deps, user.id, user.sessionId, body?.refreshToken, request.ip);
      return ok(null, 'Logged out');
    },
    small,
  );

  serve(
    app,
    authRoutes.forgotPassword,
    async ({ request, body }) => {
      await limiter.take([['forgotPassword', request.ip], ['forgotPasswordAccount', body.email]], 'password reset requests');
      await reset.requestPasswordReset(deps, body.email, request.ip);
      return ok(null, reset.FORGOT_PASSWORD_ANSWER);
    },
    small,
  );

  serve(
    app,
    authRoutes.resetPassword,
    async ({ request, body }) => {
      await limiter.take([['resetPassword', request.ip]], 'password reset attempts');
      await reset.resetPassword(deps, body.token, body.password, request.ip);
      return ok(null, 'Your password has been reset. Please sign in.');
    },
    small,
  );
}
