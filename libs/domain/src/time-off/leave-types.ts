// Leave types (Annual, Sick, Maternity, ...): each with its yearly entitlement and rules, edited in settings.
import { z } from 'zod';
import type { CalendarDate } from '../requests/calendar';

/** The built-in types the product ships with; admins may add more (with no code) and edit or deactivate any. */
export const leaveTypeCodeSchema = z.enum(['ANNUAL', 'SICK', 'MATERNITY', 'PATERNITY', 'COMPASSIONATE', 'UNPAID', 'STUDY']);
export type LeaveTypeCode = z.infer<typeof leaveTypeCodeSchema>;

export const leaveTypeSchema = z.object({
  id: z.string(),
  /** Set on the built-in types; null on types admins add. */
  code: leaveTypeCodeSchema.nullable(),
  name: z.string(),
  /** Working days a full year gives (before pro-rating a joiner's first year). */
  entitlementDays: z.number().int(),
  /** Paid leave keeps the day's pay; unpaid leave does not. */
  paid: z.boolean(),
  /** The request needs a supporting document (a medical certificate, an admission letter). */
  documentRequired: z.boolean(),
  /** Requests are limited by the type's yearly balance; when false the days are recorded but not limited. */
  countsAgainstBalance: z.boolean(),
  /** A joiner's first-year entitlement is pro-rated by the months left in the year. */
  proRated: z.boolean(),
  /** Inactive types are kept for past requests but offered for no new one. */
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LeaveType = z.infer<typeof leaveTypeSchema>;

/** What a leave request shows of its type. */
export const leaveTypeRefSchema = z.object({ id: z.string(), name: z.string(), paid: z.boolean(), documentRequired: z.boolean() });
export type LeaveTypeRef = z.infer<typeof leaveTypeRefSchema>;

export const createLeaveTypeInputSchema = z.object({
  name: z.string().trim().min(2, 'Enter a name of at least 2 characters').max(60, 'Use at most 60 characters for the name'),
  entitlementDays: z.number().int('Use a whole number of days.').min(0, 'Use 0 or more days.').max(366, 'A year has at most 366 days.'),
  paid: z.boolean(),
  documentRequired: z.boolean(),
  countsAgainstBalance: z.boolean(),
  proRated: z.boolean(),
});
export type CreateLeaveTypeInput = z.infer<typeof createLeaveTypeInputSchema>;

/** PATCH: the fields sent change; `active: false` deactivates, `true` brings it back. */
export const updateLeaveTypeInputSchema = createLeaveTypeInputSchema.partial().extend({ active: z.boolean().optional() });
export type UpdateLeaveTypeInput = z.infer<typeof updateLeaveTypeInputSchema>;

export const leaveTypeListFields = ['name', 'entitlementDays', 'createdAt'] as const;

/** The built-in types' defaults (the migration writes the same; Annual takes the company's leave days per year). */
export const builtInLeaveTypes: ReadonlyArray<Omit<CreateLeaveTypeInput, 'name'> & { code: LeaveTypeCode; name: string }> = [
  { code: 'ANNUAL', name: 'Annual', entitlementDays: 20, paid: true, documentRequired: false, countsAgainstBalance: true, proRated: true },
  { code: 'SICK', name: 'Sick', entitlementDays: 12, paid: true, documentRequired: true, countsAgainstBalance: true, proRated: false },
  { code: 'MATERNITY', name: 'Maternity', entitlementDays: 84, paid: true, documentRequired: true, countsAgainstBalance: true, proRated: false },
  { code: 'PATERNITY', name: 'Paternity', entitlementDays: 14, paid: true, documentRequired: true, countsAgainstBalance: true, proRated: false },
  { code: 'COMPASSIONATE', name: 'Compassionate', entitlementDays: 5, paid: true, documentRequired: false, countsAgainstBalance: true, proRated: false },
  { code: 'UNPAID', name: 'Unpaid', entitlementDays: 0, paid: false, documentRequired: false, countsAgainstBalance: false, proRated: false },
  { code: 'STUDY', name: 'Study', entitlementDays: 10, paid: true, documentRequired: true, countsAgainstBalance: true, proRated: true },
];

/**
 * A year's entitlement for someone who joined on `dateJoined`: the full entitlement when they joined before the year
 * (or the date is unknown), none for a year before they joined, and in the year they joined the entitlement times the
 * months left counting the month they joined (joined 1 or 31 July: 6 of 12 months), rounded to the nearest whole
 * day, halves up. Types that are not pro-rated give the full entitlement from the first day.
 */
export function proRatedEntitlement(entitlementDays: number, year: number, dateJoined: CalendarDate | null, proRated = true): number {
  if (!proRated || !dateJoined) return entitlementDays;
  const joinedYear = Number(dateJoined.slice(0, 4));
  if (joinedYear < year) return entitlementDays;
  if (joinedYear > year) return 0;
  const monthsLeft = 12 - (Number(dateJoined.slice(5, 7)) - 1);
  return Math.floor((entitlementDays * monthsLeft) / 12 + 0.5);
}

/** One type's balance of a year, in working days. */
export const leaveTypeBalanceSchema = z.object({
  leaveType: leaveTypeRefSchema.extend({ countsAgainstBalance: z.boolean() }),
  year: z.number().int(),
  /** The year's entitlement after pro-rating. */
  entitlement: z.number().int(),
  /** Approved days (including leave in progress or completed). */
  used: z.number().int(),
  /** Days booked by requests still awaiting a decision. */
  pending: z.number().int(),
  /** Entitlement less used and pending; for a type that does not count against a balance, the entitlement left unused. */
  remaining: z.number().int(),
});
export type LeaveTypeBalance = z.infer<typeof leaveTypeBalanceSchema>;
