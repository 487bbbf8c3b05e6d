// Creates an Active admin account (or resets one's password) for the create-admin command; no Fastify, no IO.
import { emailSchema, passwordSchema, SUPER_ADMIN_ROLE_NAME, updateAdminProfileInputSchema } from '@crewbase/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { roles, users } from '../db/schema';
import { writeAudit } from '../platform/audit';
import { hashPassword } from '../platform/passwords';
import { revokeAllRefreshTokens } from '../platform/refresh-tokens';

/** A problem the person running the command can fix; its message is all they need to see. */
export class CreateAdminError extends Error {}

export interface CreateAdminOptions {
  db: Db;
  email: string;
  /** Required to create an account; left unchanged by a password reset. */
  firstName?: string;
  lastName?: string;
  /** Role name, any case; defaults to the super admin. Left unchanged by a password reset. */
  role?: string;
  password: string;
  /** Sets a new password on an existing admin, activates it and ends its sessions, instead of creating one. */
  resetPassword?: boolean;
  now?: Date;
}

export interface CreateAdminResult {
  action: 'created' | 'password-reset';
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roleName: string;
}

const namesSchema = updateAdminProfileInputSchema.pick({ firstName: true, lastName: true });
const emailInputSchema = z.object({ email: emailSchema });
const flags: Record<string, string> = { email: '--email', firstName: '--first-name', lastName: '--last-name' };

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new CreateAdminError(parsed.error.issues.map((i) => `${flags[String(i.path[0])] ?? 'input'}: ${i.message}.`).join(' '));
}

/** Why a password is refused, in the words the apps use; null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const parsed = passwordSchema.safeParse(password);
  return parsed.success ? null : `Choose another password: ${parsed.error.issues.map((i) => i.message).join('; ')}.`;
}

async function findAdmin(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, status: users.status, roleName: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(sql`lower(${users.email}) = ${email}`);
  return row ?? null;
}

async function findRole(db: Db, name: string): Promise<{ id: string; name: string }> {
  const [role] = await db.select({ id: roles.id, name: roles.name }).from(roles).where(sql`lower(${roles.name}) = ${name.trim().toLowerCase()}`);
  if (role) return role;
  const known = (await db.select({ name: roles.name }).from(roles).orderBy(asc(roles.name))).map((r) => r.name);
  throw new CreateAdminError(`There is no role "${name}". Roles: ${known.join(', ') || 'none'}.`);
}

async function resetAdminPassword(db: Db, email: string, passwordHash: string, now: Date): Promise<CreateAdminResult> {
  return db.transaction(async (tx) => {
    const admin = await findAdmin(tx, email);
    if (!admin) throw new CreateAdminError(`No admin has the email ${email}; nothing changed. Leave out --reset-password to create one.`);
    await tx.update(users).set({ passwordHash, status: 'Active', tokensValidAfter: now }).where(eq(users.id, admin.id));
    await revokeAllRefreshTokens(tx, 'admin', admin.id, now);
    await writeAudit(tx, { actor: 'system', action: 'reset-password', entity: 'users', entityId: admin.id, from: { status: admin.status }, to: { status: 'Active' } });
    return { action: 'password-reset', id: admin.id, email: admin.email, firstName: admin.firstName, lastName: admin.lastName, roleName: admin.roleName };
  });
}

export async function createAdmin(options: CreateAdminOptions): Promise<CreateAdminResult> {
  const { db, now = new Date() } = options;
  const { email } = parse(emailInputSchema, { email: options.email });
  const problem = passwordProblem(options.password);
  if (problem) throw new CreateAdminError(problem);
  if (options.resetPassword) return resetAdminPassword(db, email, await hashPassword(options.password), now);

  const names = parse(namesSchema, { firstName: options.firstName ?? '', lastName: options.lastName ?? '' });
  const passwordHash = await hashPassword(options.password);
  const duplicate = `An admin with the email ${email} already exists; nothing changed. Add --reset-password to give it a new password.`;
  return db.transaction(async (tx) => {
    if (await findAdmin(tx, email)) throw new CreateAdminError(duplicate);
    const role = await findRole(tx, options.role ?? SUPER_ADMIN_ROLE_NAME);
    // The check above gives the clear message; the unique index settles two runs racing for the same email.
    const [created] = await tx
      .insert(users)
      .values({ ...names, email, passwordHash, status: 'Active', roleId: role.id })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) throw new CreateAdminError(duplicate);
    await writeAudit(tx, { actor: 'system', action: 'create', entity: 'users', entityId: created.id, to: { ...names, email, role: role.name, status: 'Active' } });
    return { action: 'created', id: created.id, email, ...names, roleName: role.name };
  });
}
