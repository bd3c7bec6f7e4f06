/**
 * pnpm admin:create --email owner@example.org --first Ada --last Lovelace [--reset-password]
 *
 * Creates a SUPER_ADMIN in the database the portal uses (DATABASE_URL, else the embedded database
 * under DATA_DIR, which the running portal holds: stop it first), migrating it first if needed.
 * The password is asked twice on a terminal, without echo, or read from the first line of
 * standard input (`printf '%s\n' "$PASSWORD" | pnpm admin:create ...`). With --reset-password an
 * existing account of that email becomes SUPER_ADMIN, active, with the new password.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { openDatabase } from '@portal/db';
import { resolveDatabaseOptions } from '@portal/db/config';
import { createSuperAdmin, superAdminProblems } from './super-admin';

const USAGE = 'usage: pnpm admin:create --email EMAIL --first FIRST_NAME --last LAST_NAME [--reset-password]';

function ask(question: string, hidden: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    if (hidden) {
      // Echo nothing of what is typed after the question.
      (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text: string) => {
        if (text.startsWith(question)) process.stdout.write(question);
      };
    }
    rl.question(question, (answer) => {
      if (hidden) process.stdout.write('\n');
      rl.close();
      resolve(answer);
    });
    rl.on('close', () => resolve(''));
    rl.on('error', reject);
  });
}

async function firstLineOfInput(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfInput();
  const first = await ask('Password: ', true);
  const again = await ask('Password again: ', true);
  if (first !== again) throw new Error('The two passwords differ');
  return first;
}

async function main(): Promise<number> {
  let values: { email?: string; first?: string; last?: string; 'reset-password'?: boolean };
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' }, first: { type: 'string' }, last: { type: 'string' }, 'reset-password': { type: 'boolean' } } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!values.email || !values.first || !values.last) {
    console.error(USAGE);
    return 2;
  }
  const password = await readPassword();
  const given = { email: values.email, firstName: values.first, lastName: values.last, password, reset: values['reset-password'] };
  // Checked before the database is opened: a refused input changes nothing and waits for nothing.
  const problems = superAdminProblems(given);
  if (problems.length > 0) {
    console.error(`Nothing was changed:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    return 1;
  }
  const handle = await openDatabase(resolveDatabaseOptions());
  try {
    await handle.migrate();
    const result = await createSuperAdmin(handle.db, given);
    switch (result.outcome) {
      case 'invalid':
        console.error(`Nothing was changed:\n${result.problems.map((p) => `  ${p}`).join('\n')}`);
        return 1;
      case 'exists':
        console.error(`An account with the email ${values.email} exists already; nothing was changed. Add --reset-password to make it a super admin with this password.`);
        return 1;
      case 'updated':
        console.log(`${values.email} is now an active super admin with the new password (user ${result.id}).`);
        return 0;
      case 'created':
        console.log(`Created super admin ${values.email} (user ${result.id}). Sign in at /login.`);
        return 0;
    }
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  },
);
