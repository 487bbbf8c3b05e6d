// Reference data every install needs, reconciled on every start: the permission catalogue, the two built-in
// roles and the bank list. Safe to repeat; never undoes an admin's later changes to the HR Manager role.
import {
  HR_MANAGER_ROLE_NAME,
  hrManagerExcludedResources,
  permissionCatalogue,
  SUPER_ADMIN_ROLE_NAME,
} from '@crewbase/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { banks, permissions, rolePermissions, roles, seedHistory } from '../schema';
import { nigerianBanks } from './banks.data';

/** seed_history's mark: its updated_at is the creation time of the newest permission HR Manager has been given. */
const HR_MANAGER_DEFAULTS = 'hr-manager-defaults';

export async function seedCatalogue(db: Db): Promise<void> {
  // Most starts change nothing, so read first and write only what is missing.
  const existing = await db.select({ tableName: permissions.tableName, name: permissions.name }).from(permissions);
  const known = new Set(existing.map((p) => `${p.tableName}:${p.name}`));
  const missing = permissionCatalogue.filter((p) => !known.has(`${p.tableName}:${p.name}`));
  if (missing.length > 0) {
    await db
      .insert(permissions)
      .values(missing.map((p) => ({ tableName: p.tableName, name: p.name, description: p.description })))
      .onConflictDoNothing();
  }

  const ensureRole = async (name: string) => {
    const [found] = await db.select({ id: roles.id, createdAt: roles.createdAt }).from(roles).where(sql`lower(${roles.name}) = lower(${name})`);
    if (found) return { ...found, created: false };
    const [created] = await db.insert(roles).values({ name, displayName: name }).returning({ id: roles.id, createdAt: roles.createdAt });
    return { ...created, created: true };
  };
  const all = await db.select({ id: permissions.id, tableName: permissions.tableName, createdAt: permissions.createdAt }).from(permissions);
  const grant = async (roleId: string, granted: typeof all) => {
    const held = new Set(
      (await db.select({ id: rolePermissions.permissionId }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId))).map((r) => r.id),
    );
    const toAdd = granted.filter((p) => !held.has(p.id));
    if (toAdd.length > 0) {
      await db
        .insert(rolePermissions)
        .values(toAdd.map((p) => ({ roleId, permissionId: p.id })))
        .onConflictDoNothing();
    }
  };

  // The super admin holds every permission, including ones added by later releases.
  const superAdmin = await ensureRole(SUPER_ADMIN_ROLE_NAME);
  await grant(superAdmin.id, all);

  // The HR manager gets its defaults once, when the role is created; afterwards admins own it.
  // HR Manager holds every permission outside its excluded areas: all of them when the role is created, and then each
  // permission the catalogue adds later, once. The mark records the newest permission already offered, so a
  // permission an admin takes away from the role stays away. An install from before the mark catches up on the
  // permissions added since the role was created.
  const hr = await ensureRole(HR_MANAGER_ROLE_NAME);
  const excluded: readonly string[] = hrManagerExcludedResources;
  const [mark] = await db.select({ through: seedHistory.updatedAt }).from(seedHistory).where(eq(seedHistory.name, HR_MANAGER_DEFAULTS));
  const since = hr.created ? null : (mark?.through ?? hr.createdAt);
  await grant(hr.id, all.filter((p) => !excluded.includes(p.tableName) && (since === null || p.createdAt > since)));
  const newest = all.reduce<Date | null>((max, p) => (max === null || p.createdAt > max ? p.createdAt : max), null);
  if (newest && (!mark || newest > mark.through)) {
    await db
      .insert(seedHistory)
      .values({ name: HR_MANAGER_DEFAULTS, createdAt: newest, updatedAt: newest })
      .onConflictDoUpdate({ target: seedHistory.name, set: { updatedAt: newest } });
  }

  const bankCodes = new Set((await db.select({ code: banks.code }).from(banks)).map((b) => b.code));
  const newBanks = nigerianBanks.filter((b) => !bankCodes.has(b.code));
  if (newBanks.length > 0) await db.insert(banks).values(newBanks).onConflictDoNothing();
}

export async function roleIdByName(db: Db, name: string): Promise<string> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!role) throw new Error(`Role ${name} is missing; seedCatalogue must run first.`);
  return role.id;
}
