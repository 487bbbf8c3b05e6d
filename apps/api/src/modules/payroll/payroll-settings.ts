// The payroll settings: one row, made on first read (with nothing in it) unless the demo seed filled an example.
import {
  fromMinorUnits,
  percentToBasisPoints,
  weekdaySchema,
  type PayrollSettings,
  type TaxBandRule,
  type UpdatePayrollSettingsInput,
  type Weekday,
} from '@crewbase/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { payrollSettings, type StoredTaxBandSet } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { ServiceContext } from '../../platform/context';
import { adminActor } from '../../platform/context';

export type SettingsRow = typeof payrollSettings.$inferSelect;

export async function loadSettings(db: Db): Promise<SettingsRow> {
  const [row] = await db.select().from(payrollSettings).orderBy(payrollSettings.createdAt).limit(1);
  if (row) return row;
  const [created] = await db.insert(payrollSettings).values({}).returning();
  return created;
}

export const toSettings = (row: SettingsRow): PayrollSettings => ({
  taxBandSets: row.taxBandSets.map((set) => ({
    effectiveFrom: set.effectiveFrom,
    bands: set.bands.map((b) => ({ from: fromMinorUnits(b.fromKobo), to: b.toKobo === null ? null : fromMinorUnits(b.toKobo), ratePercent: b.ratePercent })),
  })),
  pensionRatePercent: row.pensionRateBp === null ? null : row.pensionRateBp / 100,
  housingFundRatePercent: row.housingFundRateBp === null ? null : row.housingFundRateBp / 100,
  payDay: row.payDay,
  dayRateDivisor: row.dayRateDivisor,
  workingDays: row.workingDays.filter((d): d is Weekday => (weekdaySchema.options as readonly string[]).includes(d)),
  isExample: row.isExample,
  updatedAt: row.updatedAt.toISOString(),
});

const kobo = (v: number | string) => Math.round(Number(v) * 100);

export function storedBandSets(input: NonNullable<UpdatePayrollSettingsInput['taxBandSets']>): StoredTaxBandSet[] {
  return input
    .map((set) => ({
      effectiveFrom: set.effectiveFrom,
      bands: set.bands.map((b) => ({ fromKobo: kobo(b.from), toKobo: b.to === null ? null : kobo(b.to), ratePercent: b.ratePercent })),
    }))
    .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
}

export const getSettings = async (ctx: ServiceContext): Promise<PayrollSettings> => toSettings(await loadSettings(ctx.db));

export async function updateSettings(ctx: ServiceContext, input: UpdatePayrollSettingsInput): Promise<PayrollSettings> {
  const actor = adminActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await loadSettings(tx);
    const set: Partial<typeof payrollSettings.$inferInsert> = { isExample: false };
    if (input.taxBandSets !== undefined) set.taxBandSets = storedBandSets(input.taxBandSets);
    if (input.pensionRatePercent !== undefined) set.pensionRateBp = input.pensionRatePercent === null ? null : percentToBasisPoints(input.pensionRatePercent);
    if (input.housingFundRatePercent !== undefined) set.housingFundRateBp = input.housingFundRatePercent === null ? null : percentToBasisPoints(input.housingFundRatePercent);
    if (input.payDay !== undefined) set.payDay = input.payDay;
    if (input.dayRateDivisor !== undefined) set.dayRateDivisor = input.dayRateDivisor;
    if (input.workingDays !== undefined) set.workingDays = [...new Set(input.workingDays)];
    const [updated] = await tx.update(payrollSettings).set(set).where(eqId(row.id)).returning();
    await writeAudit(tx, { actor, action: 'update', entity: 'payroll', entityId: row.id, from: toSettings(row), to: toSettings(updated) });
    return toSettings(updated);
  });
}

const eqId = (id: string) => eq(payrollSettings.id, id);

/** The rules a calculation of `month` reads from the settings. */
export interface PayRules {
  taxBands: TaxBandRule[];
  taxBandsEffectiveFrom: string | null;
  pensionRatePercent: number | null;
  housingFundRatePercent: number | null;
  workingWeekdays: number[];
  payDay: number;
}

const weekdayNumber: Record<Weekday, number> = { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 };

export function rulesFor(row: SettingsRow, month: string, taxBandsFor: (sets: StoredTaxBandSet[], month: string) => StoredTaxBandSet | null): PayRules {
  const set = taxBandsFor(row.taxBandSets, month);
  return {
    taxBands: (set?.bands ?? []).map((b) => ({ fromMinor: b.fromKobo, toMinor: b.toKobo, ratePercent: b.ratePercent })),
    taxBandsEffectiveFrom: set?.effectiveFrom ?? null,
    pensionRatePercent: row.pensionRateBp === null ? null : row.pensionRateBp / 100,
    housingFundRatePercent: row.housingFundRateBp === null ? null : row.housingFundRateBp / 100,
    workingWeekdays: row.workingDays.map((d) => weekdayNumber[d as Weekday]).filter((n) => n !== undefined),
    payDay: row.payDay,
  };
}
