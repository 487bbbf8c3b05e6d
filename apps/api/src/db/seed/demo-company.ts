// The demo company (demo mode only): sites, departments, job titles, 60 staff in every status, and the demo admins.
// Created once (recorded in seed_history) so an admin's edits survive restarts.
import { nubanFor } from '@crewbase/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { bankDetailChanges, departments, jobTitles, locations, oneTimeCodes, seedHistory, staff, staffRoles, users } from '../schema';
import { hashOneTimeCode } from '../../platform/one-time-codes';
import { roleIdByName } from './catalogue';
import { nigerianBanks } from './banks.data';
import {
  DEMO_ACTIVATION_CODE,
  demoAdmins,
  demoDepartments,
  demoJobTitles,
  demoLocations,
  demoStaff,
  demoStaffRoles,
} from './demo-company.data';

const DEMO_COMPANY = 'demo-company-v1';
const DEMO_CODE_DAYS = 365;

/** A small deterministic generator, so every install gets the same demo people. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}

const areas = ['Surulere', 'Yaba', 'Ikeja GRA', 'Lekki', 'Ajah', 'Ikorodu', 'Gbagada', 'Festac Town', 'Maryland', 'Ojodu'];
const streets = ['Adeniran Ogunsanya Street', 'Herbert Macaulay Way', 'Allen Avenue', 'Admiralty Road', 'Awolowo Road', 'Bode Thomas Street'];
const benefitSets = [['Phone Credit & Data', 'Transportation'], ['Transportation'], ['Wardrobe', 'Transportation'], ['Phone Credit'], ['Housing & Feeding', 'Transportation'], ['Data']];
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** A bank and an account number that passes its NUBAN check (the first nine digits drawn, the check digit computed). */
const bankAccount = (bankCode: string, drawn: number) => ({ bankCode, accountNumber: nubanFor(bankCode, String(drawn).slice(0, 9)) });

export async function seedDemoCompany(db: Db, options: { passwordHash: () => Promise<string>; codeSecret: string; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const [done] = await db.select().from(seedHistory).where(eq(seedHistory.name, DEMO_COMPANY));
  if (!done) {
    await createCompany(db, await options.passwordHash(), now);
    await db.insert(seedHistory).values({ name: DEMO_COMPANY }).onConflictDoNothing();
  }
  await ensureDemoActivationCode(db, options.codeSecret, now);
}

async function createCompany(db: Db, passwordHash: string, now: Date): Promise<void> {
  await db.insert(locations).values([...demoLocations]).onConflictDoNothing();
  await db.insert(departments).values([...demoDepartments]).onConflictDoNothing();
  await db.insert(staffRoles).values([...demoStaffRoles]).onConflictDoNothing();
  const departmentIds = new Map((await db.select().from(departments)).map((d) => [d.name, d.id]));
  await db
    .insert(jobTitles)
    .values(demoJobTitles.map((j) => ({ name: j.name, departmentId: departmentIds.get(j.department) ?? null })))
    .onConflictDoNothing();

  const locationIds = new Map((await db.select().from(locations)).map((l) => [l.name, l.id]));
  const titles = new Map((await db.select().from(jobTitles)).map((j) => [j.name, j]));
  const staffRoleIds = new Map((await db.select().from(staffRoles)).map((r) => [r.name, r.id]));
  const random = generator(2026);

  const rows = demoStaff.map((person, index) => {
    const title = titles.get(person.jobTitle);
    const rate = demoJobTitles.find((j) => j.name === person.jobTitle)?.dailySalary ?? 9_000;
    const joined = daysBefore(now, person.joinedDaysAgo);
    const staffRole = /Manager/.test(person.jobTitle) ? 'Manager' : /Supervisor/.test(person.jobTitle) ? 'Supervisor' : /Lead/.test(person.jobTitle) ? 'Team Lead' : 'Staff';
    const drives = person.jobTitle === 'Valet Driver' || random.chance(0.15);
    const licenceExpiry = daysBefore(now, -random.int(-60, 900));
    return {
      staffId: `STF-${String(index + 1).padStart(4, '0')}`,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email ?? `${person.firstName}.${person.lastName}@crewbase.test`.toLowerCase(),
      phoneNumber: `+234 ${random.pick(['803', '805', '806', '807', '810', '813', '816', '903'])} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
      gender: person.gender,
      dateOfBirth: isoDay(daysBefore(now, random.int(22 * 365, 52 * 365))),
      address: `${random.int(1, 120)} ${random.pick(streets)}, ${random.pick(areas)}, Lagos`,
      status: person.status,
      departmentId: title?.departmentId ?? null,
      jobTitleId: title?.id ?? null,
      locationId: locationIds.get(person.location) ?? null,
      staffRoleId: staffRoleIds.get(staffRole) ?? null,
      dailySalary: String(rate),
      ...bankAccount(random.pick(nigerianBanks).code, random.int(1_000_000_000, 2_099_999_999)),
      accountName: `${person.firstName} ${person.lastName}`,
      benefits: random.pick(benefitSets),
      driverLicenceNumber: drives ? `LAG${random.int(10_000_000, 99_999_999)}AA${random.int(10, 99)}` : null,
      driverLicenceExpiry: drives ? isoDay(licenceExpiry) : null,
      driverLicenceStatus: drives
        ? licenceExpiry < now
          ? ('EXPIRED' as const)
          : licenceExpiry.getTime() - now.getTime() < 30 * 86_400_000
            ? ('DUE_TO_EXPIRE' as const)
            : random.chance(0.7)
              ? ('VERIFIED' as const)
              : ('UNVERIFIED' as const)
        : null,
      dateJoined: isoDay(joined),
      // Pending people have not chosen a password yet; everybody else signs in with the demo password.
      passwordHash: person.status === 'Pending' ? null : passwordHash,
      createdAt: joined,
      updatedAt: joined,
    };
  });
  await db.insert(staff).values(rows).onConflictDoNothing();
  await seedPendingBankChange(db, now);

  for (const admin of demoAdmins) {
    await db
      .insert(users)
      .values({
        firstName: admin.firstName,
        lastName: admin.lastName,
        email: admin.email,
        phoneNumber: admin.phoneNumber,
        status: admin.status,
        roleId: await roleIdByName(db, admin.role),
        passwordHash,
      })
      .onConflictDoNothing();
  }
}

/** One bank-detail change waiting for an admin, so the console's list and its notices have something to show. */
async function seedPendingBankChange(db: Db, now: Date): Promise<void> {
  const [person] = await db
    .select({ id: staff.id, bankCode: staff.bankCode, accountNumber: staff.accountNumber, accountName: staff.accountName })
    .from(staff)
    .where(sql`lower(${staff.email}) = 'kemi.afolabi@crewbase.test'`);
  if (!person) return;
  const asked = daysBefore(now, 1);
  await db.insert(bankDetailChanges).values({
    staffId: person.id,
    fromBankCode: person.bankCode,
    fromAccountNumber: person.accountNumber,
    fromAccountName: person.accountName,
    toBankCode: '058',
    toAccountNumber: nubanFor('058', '300112233'),
    toAccountName: 'Kemi Afolabi',
    createdAt: asked,
    updatedAt: asked,
  });
}

/** Keeps the documented code `123456` working for the demo person while they are still awaiting activation. */
async function ensureDemoActivationCode(db: Db, codeSecret: string, now: Date): Promise<void> {
  const [person] = await db
    .select({ id: staff.id, status: staff.status })
    .from(staff)
    .where(sql`lower(${staff.email}) = 'new.staff@crewbase.test'`);
  if (!person || person.status !== 'Pending') return;
  const [live] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.accountType, 'staff'),
        eq(oneTimeCodes.accountId, person.id),
        eq(oneTimeCodes.purpose, 'activation'),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .limit(1);
  if (live) return;
  await db.insert(oneTimeCodes).values({
    accountType: 'staff',
    accountId: person.id,
    purpose: 'activation',
    codeHash: hashOneTimeCode(codeSecret, 'staff', person.id, 'activation', DEMO_ACTIVATION_CODE),
    expiresAt: new Date(now.getTime() + DEMO_CODE_DAYS * 86_400_000),
  });
}
