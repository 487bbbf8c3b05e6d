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
import { banks, permissions, rolePermissions, roles } from '../schema';
import { nigerianBanks } from './banks.data';

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
    const [found] = await db.select({ id: roles.id }).from(roles).where(sql`lower(${roles.name}) = lower(${name})`);
    if (found) return { id: found.id, created: false };
    const [created] = await db.insert(roles).values({ name, displayName: name }).returning({ id: roles.id });
    return { id: created.id, created: true };
  };
  const all = await db.select({ id: permissions.id, tableName: permissions.tableName }).from(permissions);
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
  const hr = await ensureRole(HR_MANAGER_ROLE_NAME);
  if (hr.created) {
    const excluded: readonly string[] = hrManagerExcludedResources;
    await grant(hr.id, all.filter((p) => !excluded.includes(p.tableName)));
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
