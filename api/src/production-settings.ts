/**
 * Settings a production start refuses (NODE_ENV=production; server.ts checks them before anything
 * else): each problem is one line saying what to set. Development keeps its defaults (a secret
 * kept in DATA_DIR, http://localhost, demo data in an empty database), so `pnpm start` works on a
 * fresh machine.
 */
const MIN_SECRET_BYTES = 32;

export function unsafeProductionSettings(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const secret = env.JWT_SECRET ?? '';
  if (secret === '') {
    problems.push(`JWT_SECRET is not set: set it to ${MIN_SECRET_BYTES} bytes or more of random text (openssl rand -hex 32), the same for every instance`);
  } else if (Buffer.byteLength(secret, 'utf8') < MIN_SECRET_BYTES) {
    problems.push(`JWT_SECRET is ${Buffer.byteLength(secret, 'utf8')} bytes long: it must be at least ${MIN_SECRET_BYTES} (openssl rand -hex 32)`);
  }
  const publicUrl = env.PUBLIC_URL ?? '';
  if (!/^https:\/\/[^/\s]+/i.test(publicUrl)) {
    problems.push(
      publicUrl === ''
        ? 'PUBLIC_URL is not set: set it to the https:// address tablets open (links in mails point there)'
        : `PUBLIC_URL must be an https:// address (got '${publicUrl}'): tablets work offline only over HTTPS`,
    );
  }
  const seed = env.SEED_ON_EMPTY;
  if (seed !== 'true' && seed !== 'false') {
    problems.push(
      seed === undefined || seed === ''
        ? 'SEED_ON_EMPTY is not set: set it to false, or to true to seed demo data and demo accounts (password Demo1234) into an empty database'
        : `SEED_ON_EMPTY must be true or false (got '${seed}')`,
    );
  }
  return problems;
}
