import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { auditLog, users } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed';
import { apiRoot } from '../platform/paths';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { bearer, signIn } from '../test/helpers';
import { testConfig } from '../test/test-config';
import { createAdmin, CreateAdminError } from './create-admin';

const PASSWORD = 'Sturdy-Pass-2026';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let sequence = 0;
const uniqueEmail = () => `cli.${Date.now().toString(36)}${(sequence += 1)}@company.example`;
const create = (overrides: Partial<Parameters<typeof createAdmin>[0]> = {}) =>
  createAdmin({ db: t.app.database.db, email: uniqueEmail(), firstName: 'Ada', lastName: 'Obi', password: PASSWORD, ...overrides });
const adminRow = async (email: string) => (await t.app.database.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`))[0];
const auditOf = (id: string, action: string) =>
  t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, id), eq(auditLog.action, action)));
const login = (app: FastifyInstance, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password } });

describe('createAdmin', () => {
  it('creates an Active super admin who can sign in to the admin console, and audits it', async () => {
    const result = await create({ email: ' Ops.Lead@Company.Example ' });
    expect(result).toMatchObject({ action: 'created', email: 'ops.lead@company.example', firstName: 'Ada', lastName: 'Obi', roleName: 'Super Admin' });

    const tokens = await signIn(t.app, 'admin', 'ops.lead@company.example', PASSWORD);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/refresh', headers: bearer(tokens.refresh_token) })).statusCode).toBe(200);
    expect((await adminRow(result.email)).status).toBe('Active');
    const [entry] = await auditOf(result.id, 'create');
    expect(entry).toMatchObject({ actorType: 'system', to: { email: result.email, role: 'Super Admin', status: 'Active' } });
    expect(JSON.stringify(entry)).not.toContain(PASSWORD);
  });

  it('gives the role named, in any case', async () => {
    expect((await create({ role: 'hr manager' })).roleName).toBe('HR Manager');
  });

  it('refuses an email an admin already has, in any case, and changes nothing', async () => {
    const before = await adminRow('admin@crewbase.test');
    await expect(create({ email: 'ADMIN@crewbase.test', firstName: 'Someone', lastName: 'Else' })).rejects.toThrow(
      new CreateAdminError('An admin with the email admin@crewbase.test already exists; nothing changed. Add --reset-password to give it a new password.'),
    );
    expect(await adminRow('admin@crewbase.test')).toEqual(before);
    expect((await login(t.app, 'admin@crewbase.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak password with the rules it breaks, creating nothing', async () => {
    const email = uniqueEmail();
    await expect(create({ email, password: 'short' })).rejects.toThrow(
      new CreateAdminError('Choose another password: Use at least 8 characters; Include at least one number.'),
    );
    expect(await adminRow(email)).toBeUndefined();
  });

  it('refuses an unknown role, listing the roles there are', async () => {
    const email = uniqueEmail();
    await expect(create({ email, role: 'Root' })).rejects.toThrow(new CreateAdminError('There is no role "Root". Roles: HR Manager, Site Manager, Super Admin, Viewer.'));
    expect(await adminRow(email)).toBeUndefined();
  });

  it('refuses a malformed email and blank names, naming the flags', async () => {
    await expect(create({ email: 'not-an-email' })).rejects.toThrow(new CreateAdminError('--email: Enter a valid email address.'));
    await expect(create({ firstName: ' ', lastName: '' })).rejects.toThrow(
      new CreateAdminError('--first-name: Enter a first name. --last-name: Enter a last name.'),
    );
  });

  it('with resetPassword, sets the new password, activates the account and ends its sessions', async () => {
    const { email, id } = await create();
    const before = await signIn(t.app, 'admin', email, PASSWORD);
    await t.app.database.db.update(users).set({ status: 'Inactive' }).where(eq(users.id, id));

    const result = await createAdmin({ db: t.app.database.db, email, password: 'Another-Pass-2027', resetPassword: true });
    expect(result).toMatchObject({ action: 'password-reset', id, email, roleName: 'Super Admin' });

    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/refresh', headers: bearer(before.refresh_token) })).statusCode).toBe(401);
    expect((await login(t.app, email, PASSWORD)).statusCode).toBe(401);
    expect((await login(t.app, email, 'Another-Pass-2027')).statusCode).toBe(200);
    expect(await auditOf(id, 'reset-password')).toMatchObject([{ actorType: 'system', from: { status: 'Inactive' }, to: { status: 'Active' } }]);
  });

  it('with resetPassword, refuses an email no admin has and creates nothing', async () => {
    const email = uniqueEmail();
    await expect(createAdmin({ db: t.app.database.db, email, password: PASSWORD, resetPassword: true })).rejects.toThrow(/^No admin has the email/);
    expect(await adminRow(email)).toBeUndefined();
  });
});

describe('the create-admin command', () => {
  // On PGlite the command gets an empty folder of its own, as on a first production start; on PostgreSQL it uses this
  // file's database. Either way the API then signs the new admin in.
  const pgliteDir = mkdtempSync(join(tmpdir(), 'crewbase-cli-'));
  let pgliteApp: FastifyInstance | undefined;
  afterAll(async () => {
    await pgliteApp?.close();
    rmSync(pgliteDir, { recursive: true, force: true });
  });

  const run = async (args: string[], env: Record<string, string> = {}) => {
    const database = t.config.database.kind === 'postgres' ? { DATABASE_URL: t.config.database.url } : { PGLITE_DIR: pgliteDir };
    const child = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/create-admin.main.ts', ...args], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48), ...database, ...env },
    });
    try {
      const { stdout, stderr } = await child;
      return { code: 0, stdout, stderr };
    } catch (error) {
      const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
      return { code, stdout, stderr };
    }
  };

  it('creates the admin on a fresh database, prints one line and never the password', { timeout: 60_000 }, async () => {
    const email = uniqueEmail();
    const result = await run(['--email', email, '--first-name', 'Ada', '--last-name', 'Obi'], { CREWBASE_ADMIN_PASSWORD: PASSWORD });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe(`Created admin ${email} (Ada Obi, Super Admin), Active: sign in to the admin console with this email and password.\n`);

    if (t.config.database.kind === 'postgres') {
      expect((await login(t.app, email, PASSWORD)).statusCode).toBe(200);
    } else {
      // The command closed the folder, so the API may open it; closing it again lets the next run in.
      pgliteApp = await buildApp(testConfig({ database: { kind: 'pglite', dir: pgliteDir }, seedDemo: false, nodeEnv: 'production' }));
      expect((await login(pgliteApp, email, PASSWORD)).statusCode).toBe(200);
      await pgliteApp.close();
      pgliteApp = undefined;
    }

    const again = await run(['--email', email, '--first-name', 'Ada', '--last-name', 'Obi'], { CREWBASE_ADMIN_PASSWORD: PASSWORD });
    expect(again).toMatchObject({ code: 1, stdout: '', stderr: `An admin with the email ${email} already exists; nothing changed. Add --reset-password to give it a new password.\n` });
  });

  it.each([
    ['a weak password', ['--email', 'weak@company.example', '--first-name', 'A', '--last-name', 'B'], { CREWBASE_ADMIN_PASSWORD: 'password' }, /^Choose another password: Include at least one number\.\n$/],
    ['a missing flag', ['--email', 'x@company.example'], { CREWBASE_ADMIN_PASSWORD: PASSWORD }, /^Missing --first-name, --last-name\.\n\nUsage:/],
    ['an unknown flag', ['--emial', 'x@company.example'], { CREWBASE_ADMIN_PASSWORD: PASSWORD }, /^Unknown option '--emial'/],
    ['no password and no terminal', ['--email', 'x@company.example', '--first-name', 'A', '--last-name', 'B'], {}, /^Set CREWBASE_ADMIN_PASSWORD, or run/],
    ['an invalid environment', ['--email', 'x@company.example', '--first-name', 'A', '--last-name', 'B'], { JWT_SECRET: 'short' }, /^Invalid environment:\n {2}JWT_SECRET/],
  ])('exits 1 with the message alone on %s', { timeout: 60_000 }, async (_case, args, env, message) => {
    const result = await run(args, env);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
