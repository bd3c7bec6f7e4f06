/**
 * Run as a child process by security.test.ts: drives sign-up, sign-in, refresh, logout and a
 * password reset through an app whose logger writes to stdout, then prints on stderr the secrets
 * that went by, so the parent can check that none of them reached the log.
 */
import { buildApp } from '@portal/api';
import { openDatabase, schema } from '@portal/db';

const password = process.env.FLOW_PASSWORD!;
const db = await openDatabase();
await db.migrate();
const app = await buildApp({ db, config: { logLevel: 'trace', jwtSecret: 'log-flow-secret-0123456789abcdef0123456789' } });
await app.ready();

const email = 'log.flow@example.com';
const chapter = { name: 'Log Chapter', address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' };
await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email, password, firstName: 'Log', lastName: 'Flow', chapter } });
await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: `${password}x` } });
const signIn = (await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } })).json().data;
const rotated = (await app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refreshToken: signIn.refreshToken } })).json().data;
await app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: { authorization: `Bearer ${rotated.accessToken}` } });
await app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
const [mail] = await app.db.select().from(schema.mailOutbox);
const resetToken = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
await app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token: resetToken, password: `${password}New1` } });
await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${rotated.accessToken}` }, payload: { refreshToken: rotated.refreshToken } });
await app.close();

const secrets = [signIn.accessToken, signIn.refreshToken, rotated.accessToken, rotated.refreshToken, resetToken];
process.stderr.write(`SECRETS ${JSON.stringify(secrets)}\n`);
