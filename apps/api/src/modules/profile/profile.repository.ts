// The signed-in person's own record, as the profile screens show it.
import type { AdminProfile, Permission, StaffProfile } from '@crewbase/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { banks, departments, jobTitles, locations, permissions, rolePermissions, roles, staff, staffRoles, users } from '../../db/schema';
import { pendingBankDetailChange } from '../bank-detail-changes/bank-detail-changes.service';
import { isSuperAdminRole } from '../../platform/accounts';

export async function findStaffProfile(db: Db, id: string): Promise<StaffProfile | null> {
  const [row] = await db
    .select({
      staff,
      departmentName: departments.name,
      jobTitleName: jobTitles.name,
      locationName: locations.name,
      staffRoleName: staffRoles.name,
      bankName: banks.name,
    })
    .from(staff)
    .leftJoin(departments, eq(departments.id, staff.departmentId))
    .leftJoin(jobTitles, eq(jobTitles.id, staff.jobTitleId))
    .leftJoin(locations, eq(locations.id, staff.locationId))
    .leftJoin(staffRoles, eq(staffRoles.id, staff.staffRoleId))
    .leftJoin(banks, eq(banks.code, staff.bankCode))
    .where(eq(staff.id, id));
  if (!row) return null;
  const s = row.staff;
  return {
    id: s.id,
    staffId: s.staffId,
    firstName: s.firstName,
    lastName: s.lastName,
    fullName: `${s.firstName} ${s.lastName}`,
    email: s.email,
    phoneNumber: s.phoneNumber,
    avatar: s.avatar,
    status: s.status,
    gender: s.gender,
    dateOfBirth: s.dateOfBirth,
    address: s.address,
    department: s.departmentId && row.departmentName ? { id: s.departmentId, name: row.departmentName } : null,
    jobTitleName: row.jobTitleName,
    location: s.locationId && row.locationName ? { id: s.locationId, name: row.locationName } : null,
    role: { name: row.staffRoleName ?? 'Staff' },
    dateJoined: s.dateJoined,
    nextOfKin: { name: s.nextOfKinName, relationship: s.nextOfKinRelationship, phoneNumber: s.nextOfKinPhone },
    bankDetails: {
      bank: s.bankCode ? { code: s.bankCode, name: row.bankName ?? s.bankCode } : null,
      accountNumber: s.accountNumber,
      accountName: s.accountName,
    },
    pendingBankChange: await pendingBankDetailChange(db, s.id),
    createdAt: s.createdAt.toISOString(),
  };
}

/** Whether another staff member already has this phone number (compared by its digits: spaces and dashes aside). */
export async function phoneTakenByOther(db: Db, phoneNumber: string, id: string): Promise<boolean> {
  const digits = phoneNumber.replace(/[^0-9]/g, '');
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(ne(staff.id, id), sql`regexp_replace(${staff.phoneNumber}, '[^0-9]', '', 'g') = ${digits}`))
    .limit(1);
  return Boolean(row);
}

export async function findAdminProfile(db: Db, id: string): Promise<AdminProfile | null> {
  const [row] = await db.select({ user: users, role: roles }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(users.id, id));
  if (!row) return null;
  const { user, role } = row;
  const columns = { id: permissions.id, name: permissions.name, tableName: permissions.tableName, description: permissions.description };
  const order = [asc(permissions.tableName), asc(permissions.name)];
  // A super admin has every permission, whatever role_permissions says.
  const granted: Permission[] = isSuperAdminRole(role.name)
    ? await db.select(columns).from(permissions).orderBy(...order)
    : await db
        .select(columns)
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(eq(rolePermissions.roleId, role.id))
        .orderBy(...order);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`,
    email: user.email,
    phoneNumber: user.phoneNumber,
    avatar: user.avatar,
    status: user.status,
    role: { id: role.id, name: role.name, displayName: role.displayName, permissions: granted },
    createdAt: user.createdAt.toISOString(),
  };
}

export type StaffSelfChanges = Partial<Pick<typeof staff.$inferInsert, 'phoneNumber' | 'avatar' | 'address' | 'nextOfKinName' | 'nextOfKinRelationship' | 'nextOfKinPhone'>>;

export async function updateStaff(db: Db, id: string, changes: StaffSelfChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.update(staff).set(changes).where(eq(staff.id, id));
}

export async function updateAdmin(
  db: Db,
  id: string,
  changes: { firstName: string; lastName: string; phoneNumber?: string | null; avatar?: string | null },
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, id));
}
