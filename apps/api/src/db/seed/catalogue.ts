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
  await db
    .insert(permissions)
    .values(permissionCatalogue.map((p) => ({ tableName: p.tableName, name: p.name, description: p.description })))
    .onConflictDoUpdate({ target: [permissions.tableName, permissions.name], set: { description: sql`excluded.description` } });

  const ensureRole = async (name: string) => {
    const created = await db.insert(roles).values({ name, displayName: name }).onConflictDoNothing().returning({ id: roles.id });
    const [role] = await db.select({ id: roles.id }).from(roles).where(sql`lower(${roles.name}) = lower(${name})`);
    return { id: role.id, created: created.length > 0 };
  };

  // The super admin holds every permission, including ones added by later releases.
  const superAdmin = await ensureRole(SUPER_ADMIN_ROLE_NAME);
  const all = await db.select({ id: permissions.id, tableName: permissions.tableName }).from(permissions);
  const grant = (roleId: string, granted: typeof all) =>
    db
      .insert(rolePermissions)
      .values(granted.map((p) => ({ roleId, permissionId: p.id })))
      .onConflictDoNothing();
  await grant(superAdmin.id, all);

  // The HR manager gets its defaults once, when the role is created; afterwards admins own it.
  const hr = await ensureRole(HR_MANAGER_ROLE_NAME);
  if (hr.created) {
    const excluded: readonly string[] = hrManagerExcludedResources;
    await grant(hr.id, all.filter((p) => !excluded.includes(p.tableName)));
  }

  await db.insert(banks).values([...nigerianBanks]).onConflictDoNothing();
}

export async function roleIdByName(db: Db, name: string): Promise<string> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!role) throw new Error(`Role ${name} is missing; seedCatalogue must run first.`);
  return role.id;
}
