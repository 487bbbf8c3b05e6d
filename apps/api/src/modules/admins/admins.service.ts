// Admin accounts: created Pending with an activation code by mail; deactivating one ends their sessions at once.
// Guards: nobody changes their own role or status, only a super admin gives or takes the Super Admin role, only a
// super admin touches a super admin's account at all (edit, resend a code, deactivate), a limited admin only hands out
// roles whose permissions their own role holds, and the last active super admin stays.
import {
  adminStatusTransitions,
  type ActivateAccountInput,
  type Admin,
  type AdminDetail,
  type AdminRole,
  type AuthTokens,
  type CreateAdminInput,
  type ListResponse,
  type UpdateAdminInput,
} from '@crewbase/domain';
import { isSuperAdminRole, type AdminActor } from '../../platform/accounts';
import { mailActivationCode, mailActivationCodeOnCreate } from '../../platform/activation';
import { writeAudit } from '../../platform/audit';
import { adminActor, type ServiceContext } from '../../platform/context';
import { guardUnique, taken } from '../../platform/db-errors';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/errors';
import { exportResource } from '../../platform/export';
import { countResourceByStatus, listResource } from '../../platform/resource';
import { consumeOneTimeCode, currentInvitation } from '../../platform/one-time-codes';
import { hashPassword } from '../../platform/passwords';
import { revokeAllRefreshTokens } from '../../platform/refresh-tokens';
import { startSession } from '../../platform/sessions';
import { grantableRoles } from '../roles/roles.repository';
import * as repo from './admins.repository';

// Audit rows name an admin account 'user' (the table's name); kept so an admin's trail reads as one history.
const AUDIT_ENTITY = 'user';
const NOT_FOUND = 'That admin does not exist.';
const UNKNOWN_ROLE = 'That role does not exist.';
const WRONG_CODE = 'That code is wrong or has expired.';
const emailTaken = () => taken('email', 'An admin account with this email already exists.');
const guardEmail = <T>(work: () => Promise<T>) => guardUnique(work, emailTaken);

export const listAdmins = (ctx: ServiceContext, rawQuery: string): Promise<ListResponse<Admin>> => listResource(ctx, repo.adminResource, rawQuery, undefined);

export const exportAdmins = (ctx: ServiceContext, rawQuery: string) => exportResource(ctx, repo.adminResource, rawQuery, undefined);

export const countAdminsByStatus = (ctx: ServiceContext, rawQuery: string) => countResourceByStatus(ctx, repo.adminResource, rawQuery, undefined);

/** One admin with, while Pending, the invitation last mailed. */
export async function getAdmin(ctx: ServiceContext, id: string): Promise<AdminDetail> {
  const found = await repo.find(ctx.db, id);
  if (!found) throw notFound(NOT_FOUND);
  return { ...found, invitation: found.status === 'Pending' ? await currentInvitation(ctx.db, 'admin', id) : null };
}

async function roleFor(ctx: ServiceContext, roleId: string): Promise<{ id: string; name: string }> {
  const role = await repo.findRole(ctx.db, roleId);
  if (!role) throw badRequest(UNKNOWN_ROLE, [{ path: 'roleId', message: UNKNOWN_ROLE }]);
  return role;
}

const ONLY_SUPER_ADMIN = 'Only a super admin can change a super admin, or give the Super Admin role.';

/**
 * A super admin's account (its email, name, codes, status) is a way into everything: a limited admin who could change
 * it, or mail it a code, could take it over. Only another super admin may.
 */
function guardSuperAdminTarget(actor: AdminActor, target: Admin): void {
  if (isSuperAdminRole(target.role.name) && !isSuperAdminRole(actor.roleName)) throw forbidden(ONLY_SUPER_ADMIN);
}

/** A limited admin may give another admin only a role that holds nothing their own role lacks. */
async function checkRoleGivable(ctx: ServiceContext, actor: AdminActor, role: { id: string; name: string }): Promise<void> {
  if (isSuperAdminRole(actor.roleName) || role.id === actor.roleId) return;
  // The same rule that fills the role picker (assignableRoles), so the form never offers what this refuses.
  if (!(await grantableRoles(ctx.db, actor.roleId)).some((r) => r.id === role.id)) {
    const message = 'You can only give a role whose permissions your own role has.';
    throw new HttpError(403, message, [{ path: 'roleId', message }]);
  }
}

/** GET /api/admin/users/assignable-roles: what the role picker of Add New Admin and Edit offers the caller. */
export async function assignableRoles(ctx: ServiceContext): Promise<AdminRole[]> {
  const actor = adminActor(ctx);
  return grantableRoles(ctx.db, isSuperAdminRole(actor.roleName) ? null : actor.roleId);
}

export async function createAdmin(ctx: ServiceContext, input: CreateAdminInput): Promise<AdminDetail> {
  const actor = adminActor(ctx);
  const role = await roleFor(ctx, input.roleId);
  if (isSuperAdminRole(role.name) && !isSuperAdminRole(actor.roleName)) throw forbidden('Only a super admin can give the Super Admin role.');
  await checkRoleGivable(ctx, actor, role);
  if (await repo.emailTaken(ctx.db, input.email)) throw emailTaken();
  const id = await guardEmail(() =>
    ctx.db.transaction(async (tx) => {
      const created = await repo.insert(tx, { ...input, phoneNumber: input.phoneNumber ?? null });
      await writeAudit(tx, { actor, action: 'create', entity: AUDIT_ENTITY, entityId: created, to: { ...input, status: 'Pending' } });
      return created;
    }),
  );
  await mailActivationCodeOnCreate(ctx, 'admin', { id, firstName: input.firstName, email: input.email });
  return getAdmin(ctx, id);
}

export async function updateAdmin(ctx: ServiceContext, id: string, input: UpdateAdminInput): Promise<AdminDetail> {
  const actor = adminActor(ctx);
  const before = await getAdmin(ctx, id);
  guardSuperAdminTarget(actor, before);
  const roleChanges = input.roleId !== undefined && input.roleId !== before.role.id;
  const statusChanges = input.status !== undefined && input.status !== before.status;
  if (id === actor.id && (roleChanges || statusChanges)) throw conflict('You cannot change your own role or status. Ask another admin.');

  const newRole = roleChanges ? await roleFor(ctx, input.roleId as string) : null;
  const touchesSuperAdmin = isSuperAdminRole(before.role.name) || (newRole !== null && isSuperAdminRole(newRole.name));
  if ((roleChanges || statusChanges) && touchesSuperAdmin && !isSuperAdminRole(actor.roleName)) throw forbidden(ONLY_SUPER_ADMIN);
  if (newRole) await checkRoleGivable(ctx, actor, newRole);
  const losesSuperAdmin =
    isSuperAdminRole(before.role.name) && before.status === 'Active' && ((newRole && !isSuperAdminRole(newRole.name)) || (statusChanges && input.status !== 'Active'));
  if (losesSuperAdmin && (await repo.otherActiveSuperAdmins(ctx.db, id)) === 0) {
    throw conflict('This is the last active super admin. Make someone else a super admin first.');
  }

  if (statusChanges) {
    const to = input.status as NonNullable<typeof input.status>;
    if (!adminStatusTransitions[before.status].includes(to)) {
      throw conflict(
        before.status === 'Pending' && to === 'Active'
          ? `${before.fullName} becomes Active by activating the account with the mailed code. Resend the activation if it was lost.`
          : `Cannot change status from ${before.status} to ${to}.`,
      );
    }
    if (to === 'Active' && !(await repo.hasPassword(ctx.db, id))) {
      throw conflict(`${before.fullName} has never activated the account. Resend the activation instead.`);
    }
  }
  if (input.email !== undefined && (await repo.emailTaken(ctx.db, input.email, id))) throw emailTaken();

  const now = new Date();
  const deactivating = statusChanges && input.status !== 'Active';
  await guardEmail(() =>
    ctx.db.transaction(async (tx) => {
      const changes: repo.AdminChanges = { ...input, ...(deactivating ? { tokensValidAfter: now } : {}) };
      // Conditional on the status we checked, so two admins acting at once give one winner.
      if (!(await repo.update(tx, id, changes, before.status))) throw conflict('Someone else changed this admin just now. Reload and try again.');
      if (deactivating) await revokeAllRefreshTokens(tx, 'admin', id, now);
      const from = Object.fromEntries(Object.keys(input).map((k) => [k, k === 'roleId' ? before.role.id : before[k as keyof Admin]]));
      await writeAudit(tx, { actor, action: deactivating ? 'deactivate' : 'update', entity: AUDIT_ENTITY, entityId: id, from, to: input });
    }),
  );
  return getAdmin(ctx, id);
}

export const RESENT = 'A new activation code is on its way.';

/** A new code for an admin who has not activated yet (an Inactive one who never did goes back to Pending). */
export async function resendAdminActivation(ctx: ServiceContext, id: string): Promise<void> {
  const actor = adminActor(ctx);
  const admin = await getAdmin(ctx, id);
  guardSuperAdminTarget(actor, admin);
  const neverActivated = !(await repo.hasPassword(ctx.db, id));
  if (!neverActivated || admin.status === 'Active') throw conflict(`${admin.fullName} has already activated the account.`);
  if (admin.status === 'Inactive') {
    await ctx.db.transaction(async (tx) => {
      await repo.update(tx, id, { status: 'Pending' }, 'Inactive');
      await writeAudit(tx, { actor, action: 'update', entity: AUDIT_ENTITY, entityId: id, from: { status: 'Inactive' }, to: { status: 'Pending' } });
    });
  }
  await mailActivationCode(ctx, 'admin', admin);
}

/** POST /api/admin/auth/activate: the mailed code and a chosen password; signs the new admin in. */
export async function activateAdmin(ctx: ServiceContext, input: ActivateAccountInput): Promise<AuthTokens> {
  const account = await repo.findByEmail(ctx.db, input.email);
  const right =
    account?.status === 'Pending' && (await consumeOneTimeCode(ctx.db, ctx.config.jwtSecret, 'admin', account.id, 'activation', input.code));
  if (!account || !right) throw badRequest(WRONG_CODE, [{ path: 'code', message: WRONG_CODE }]);
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.activate(tx, account.id, passwordHash, now))) throw new HttpError(409, 'This account is already active. Sign in instead.');
    await writeAudit(tx, { actor: { area: 'admin', id: account.id, roleId: '', roleName: '' }, action: 'activate', entity: AUDIT_ENTITY, entityId: account.id, from: { status: 'Pending' }, to: { status: 'Active' } });
  });
  return startSession(ctx, 'admin', account.id);
}
