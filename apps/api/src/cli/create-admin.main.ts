// The create-admin command: reads the API's environment, migrates and seeds reference data, then creates an Active
// admin (or resets one's password). One line on stdout when it worked; the problem on stderr and exit code 1 when not.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { DrizzleQueryError } from 'drizzle-orm';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase } from '../db/database';
import { seed } from '../db/seed';
import { createAdmin, CreateAdminError, passwordProblem, type CreateAdminResult } from './create-admin';

const PASSWORD_VARIABLE = 'CREWBASE_ADMIN_PASSWORD';

const usage = `Usage: create-admin --email <email> --first-name <name> --last-name <name> [--role <role>]
       create-admin --email <email> --reset-password

Creates an Active admin for the admin console with the role given (default "Super Admin"), using the API's
environment (DATABASE_URL or PGLITE_DIR, NODE_ENV, JWT_SECRET); migrations and reference data are applied first.
The password comes from ${PASSWORD_VARIABLE}, or is asked for twice in a terminal.

  --reset-password  give an existing admin a new password, activate it and end its sessions (name and role unchanged)
  -h, --help        show this text`;

function parseCommandLine(argv: string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        role: { type: 'string' },
        'reset-password': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    // parseArgs explains unknown options and missing values itself.
    throw new CreateAdminError(`${(error as Error).message}\n\n${usage}`);
  }
  if (values.help) return null;
  const resetPassword = values['reset-password'];
  const missing = ['email', ...(resetPassword ? [] : ['first-name', 'last-name'])].filter((flag) => !values[flag as keyof typeof values]);
  if (missing.length > 0) throw new CreateAdminError(`Missing ${missing.map((flag) => `--${flag}`).join(', ')}.\n\n${usage}`);
  return { email: values.email ?? '', firstName: values['first-name'], lastName: values['last-name'], role: values.role, resetPassword };
}

/** Asks on the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, encoding, callback) {
      if (!muted) process.stderr.write(chunk, encoding);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve, reject) => {
    let answered = false;
    rl.on('SIGINT', () => rl.close());
    rl.on('close', () => {
      process.stderr.write('\n');
      if (!answered) reject(new CreateAdminError('Cancelled; nothing changed.'));
    });
    rl.question(question, (answer) => {
      answered = true;
      rl.close();
      resolve(answer);
    });
    muted = true;
  });
}

async function readPassword(email: string): Promise<string> {
  const fromEnvironment = process.env[PASSWORD_VARIABLE];
  if (fromEnvironment === undefined && !process.stdin.isTTY) {
    throw new CreateAdminError(`Set ${PASSWORD_VARIABLE}, or run the command in a terminal to be asked for the password.`);
  }
  const password = fromEnvironment ?? (await askHidden(`Password for ${email}: `));
  // Checked before the database is opened, and before asking again.
  const problem = passwordProblem(password);
  if (problem) throw new CreateAdminError(problem);
  if (fromEnvironment === undefined && (await askHidden('Repeat the password: ')) !== password) {
    throw new CreateAdminError('The two passwords differ; nothing changed.');
  }
  return password;
}

/** PGlite is one process's database: writing its folder while the API has it open would corrupt it. */
function refuseOpenPglite(database: Config['database']): void {
  if (database.kind !== 'pglite' || database.dir === 'memory://') return;
  const marker = join(database.dir, 'postmaster.pid');
  if (existsSync(marker)) {
    throw new CreateAdminError(
      `The PGlite folder ${database.dir} is in use: stop the API first. If nothing has it open (a process that was killed leaves ${marker} behind), delete that file and run again.`,
    );
  }
}

const done = (r: CreateAdminResult) =>
  r.action === 'created'
    ? `Created admin ${r.email} (${r.firstName} ${r.lastName}, ${r.roleName}), Active: sign in to the admin console with this email and password.`
    : `Reset the password of admin ${r.email} (${r.firstName} ${r.lastName}, ${r.roleName}): the account is Active and every earlier sign-in has ended.`;

async function run(argv: string[]): Promise<void> {
  const input = parseCommandLine(argv);
  if (!input) {
    console.log(usage);
    return;
  }
  const config = loadConfig();
  const password = await readPassword(input.email);
  refuseOpenPglite(config.database);

  const database = await openDatabase(config.database);
  let result: CreateAdminResult;
  try {
    await database.migrate();
    await seed(database, { demo: false, codeSecret: config.jwtSecret });
    result = await createAdmin({ db: database.db, ...input, password });
  } finally {
    await database.close();
  }
  console.log(done(result));
}

try {
  await run(process.argv.slice(2));
  process.exit(0);
} catch (error) {
  if (error instanceof CreateAdminError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    // Database trouble and the like: the driver's own words. A failed query's message would carry its parameters.
    const cause = error instanceof DrizzleQueryError && error.cause ? error.cause : error;
    console.error(`create-admin failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
  process.exit(1);
}
