/** What the auth and users services need from the app, so they never touch request or reply. */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@portal/db';
import type { AppConfig } from '../../config';
import type { Mailer } from '../../lib/mailer';
import type { AccessTokenPayload } from '../../plugins/auth';

export interface AuthDeps {
  db: Database;
  config: AppConfig;
  signAccessToken(payload: AccessTokenPayload): string;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
