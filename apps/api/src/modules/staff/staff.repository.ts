// One staff member in full, and the writes on staff (create, update, status, licence approval). The list is staff.resource.ts.
import { benefitTypeSchema, driverLicenceStatusOn, type createStaffInputSchema, type StaffDetail, type StaffStatus } from '@crewbase/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { selectRows, type Db } from '../../db/database';
import { banks, departments, jobTitles, locations, media, staff, staffRoles } from '../../db/schema';
import { currentInvitation } from '../../platform/one-time-codes';

const today = () => new Date().toISOString().slice(0, 10);
const mediaUrl = (key: string) => `/api/system/media/${key}`;

export async function findDetail(db: Db, id: string): Promise<StaffDetail | null> {
  const [row] = await db
    .select({
      staff,
      departmentName: departments.name,
      jobTitleName: jobTitles.name,
      locationName: locations.name,
      staffRoleName: staffRoles.name,
      bankName: banks.name,
      document: { key: media.key, name: media.name, mimeType: media.mimeType, size: media.size },
    })
    .from(staff)
    .leftJoin(departments, eq(departments.id, staff.departmentId))
    .leftJoin(jobTitles, eq(jobTitles.id, staff.jobTitleId))
    .leftJoin(locations, eq(locations.id, staff.locationId))
    .leftJoin(staffRoles, eq(staffRoles.id, staff.staffRoleId))
    .leftJoin(banks, eq(banks.code, staff.bankCode))
    .leftJoin(media, eq(media.id, staff.driverLicenceDocumentId))
    .where(eq(staff.id, id));
  if (!row) return null;
  const s = row.staff;
  const invitation = s.status === 'Pending' ? await currentInvitation(db, 'staff', s.id) : null;
  const ref = (refId: string | null, name: string | null) => (refId && name ? { id: refId, name } : null);
  const verified = s.driverLicenceStatus === 'VERIFIED';
  const benefits = s.benefits.filter((b): b is StaffDetail['benefits'][number] => benefitTypeSchema.safeParse(b).success);
  return {
    id: s.id,
    staffId: s.staffId,
    firstName: s.firstName,
    lastName: s.lastName,
    fullName: `${s.firstName} ${s.lastName}`,
    email: s.email,
    phoneNumber: s.phoneNumber,
    avatar: s.avatar,
    gender: s.gender,
    dateOfBirth: s.dateOfBirth,
    address: s.address,
    status: s.status,
    department: ref(s.departmentId, row.departmentName),
    jobTitle: ref(s.jobTitleId, row.jobTitleName),
    jobTitleName: row.jobTitleName,
    location: ref(s.locationId, row.locationName),
    staffRole: ref(s.staffRoleId, row.staffRoleName),
    dailySalary: s.dailySalary === null ? null : Number(s.dailySalary),
    bank: s.bankCode && row.bankName ? { code: s.bankCode, name: row.bankName } : null,
    accountNumber: s.accountNumber,
    accountName: s.accountName,
    nextOfKin: { name: s.nextOfKinName, relationship: s.nextOfKinRelationship, phoneNumber: s.nextOfKinPhone },
    benefits,
    driverLicence:
      s.driverLicenceNumber && s.driverLicenceExpiry
        ? {
            number: s.driverLicenceNumber,
            expiry: s.driverLicenceExpiry,
            status: driverLicenceStatusOn(verified, s.driverLicenceExpiry, today()),
            verified,
            document: row.document?.key ? { ...row.document, url: mediaUrl(row.document.key) } : null,
          }
        : null,
    terminationReason: s.terminationReason,
    activated: s.passwordHash !== null,
    invitation,
    dateJoined: s.dateJoined,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** Which of the referenced records exist; each answer is false when its id was given and not found. */
export async function referencesExist(
  db: Db,
  refs: { departmentId?: string; jobTitleId?: string; locationId?: string; staffRoleId?: string; bankCode?: string },
): Promise<Record<keyof typeof refs, boolean>> {
  const one = async (present: boolean, query: () => Promise<unknown[]>) => !present || (await query()).length > 0;
  return {
    departmentId: await one(!!refs.departmentId, () => db.select({ id: departments.id }).from(departments).where(eq(departments.id, refs.departmentId as string))),
    jobTitleId: await one(!!refs.jobTitleId, () => db.select({ id: jobTitles.id }).from(jobTitles).where(eq(jobTitles.id, refs.jobTitleId as string))),
    locationId: await one(!!refs.locationId, () => db.select({ id: locations.id }).from(locations).where(eq(locations.id, refs.locationId as string))),
    staffRoleId: await one(!!refs.staffRoleId, () => db.select({ id: staffRoles.id }).from(staffRoles).where(eq(staffRoles.id, refs.staffRoleId as string))),
    bankCode: await one(!!refs.bankCode, () => db.select({ id: banks.id }).from(banks).where(eq(banks.code, refs.bankCode as string))),
  };
}

/** The id of a media row the given admin uploaded, by its key. */
export async function mediaUploadedBy(db: Db, key: string, adminId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.key, key), eq(media.ownerType, 'admin'), eq(media.ownerId, adminId)));
  return row?.id ?? null;
}

export async function emailTaken(db: Db, email: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(sql`lower(${staff.email}) = lower(${email})`, exceptId ? ne(staff.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** The next human staff number, STF-0061 after STF-0060. */
export async function nextStaffId(db: Db): Promise<string> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select coalesce(max(substring(${staff.staffId} from 5)::int), 0)::int + 1 as n from ${staff} where ${staff.staffId} ~ '^STF-[0-9]+$'`,
  );
  return `STF-${String(row.n).padStart(4, '0')}`;
}

export type StaffInsert = typeof staff.$inferInsert;

/**
 * A new staff member's row from the "Add New Staff" input (one added on the form or a line of an import): Pending
 * until they activate, joined today unless told, a licence given is UNVERIFIED with its scan when there is one.
 */
export function newStaffValues(
  input: z.output<typeof createStaffInputSchema>,
  staffId: string,
  options: { documentId?: string | null; today?: string } = {},
): StaffInsert {
  const hasLicence = Boolean(input.driverLicenceNumber);
  return {
    staffId,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phoneNumber: input.phoneNumber ?? null,
    gender: input.gender ?? null,
    dateOfBirth: input.dateOfBirth ?? null,
    address: input.address ?? null,
    status: 'Pending',
    departmentId: input.departmentId,
    jobTitleId: input.jobTitleId,
    locationId: input.locationId,
    staffRoleId: input.staffRoleId,
    dailySalary: input.dailySalary.toFixed(2),
    bankCode: input.bankCode,
    accountNumber: input.accountNumber,
    benefits: input.benefits,
    driverLicenceNumber: hasLicence ? input.driverLicenceNumber : null,
    driverLicenceExpiry: hasLicence ? input.driverLicenceExpiry : null,
    driverLicenceStatus: hasLicence ? 'UNVERIFIED' : null,
    driverLicenceDocumentId: hasLicence ? (options.documentId ?? null) : null,
    dateJoined: input.dateJoined ?? options.today ?? today(),
  };
}

export async function insert(db: Db, values: StaffInsert): Promise<string> {
  const [row] = await db.insert(staff).values(values).returning({ id: staff.id });
  return row.id;
}

export async function update(db: Db, id: string, changes: Partial<StaffInsert>, onlyIn?: readonly StaffStatus[]): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(staff.id, id), onlyIn ? inArray(staff.status, [...onlyIn]) : undefined))
    .returning({ id: staff.id });
  return rows.length === 1;
}

export async function credentials(db: Db, id: string): Promise<{ id: string; firstName: string; email: string; status: StaffStatus } | null> {
  const [row] = await db.select({ id: staff.id, firstName: staff.firstName, email: staff.email, status: staff.status }).from(staff).where(eq(staff.id, id));
  return row ?? null;
}
