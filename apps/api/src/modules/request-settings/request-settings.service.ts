// The company's request rules: leave days per year, loan ceiling and plan length, medical and payment ceilings.
import { fromMinorUnits, toMinorUnits, type MoneyInput, type RequestSettings, type UpdateRequestSettingsInput } from '@crewbase/domain';
import type { Db } from '../../db/database';
import { writeAudit } from '../../platform/audit';
import { adminActor, type ServiceContext } from '../../platform/context';
import * as repo from './request-settings.repository';
import { setAnnualEntitlement } from '../leave-type/leave-type.repository';

/** The settings with amounts in minor units, as the request rules use them. */
export interface RequestRules {
  leaveDaysPerYear: number;
  loanMaxMinor: number;
  loanMaxRepaymentMonths: number;
  medicalMaxMinor: number;
  paymentRequestMaxMinor: number;
}

export async function loadRequestRules(db: Db): Promise<RequestRules> {
  const row = await repo.loadSettingsRow(db);
  return {
    leaveDaysPerYear: row.leaveDaysPerYear,
    loanMaxMinor: toMinorUnits(row.loanMaxAmount),
    loanMaxRepaymentMonths: row.loanMaxRepaymentMonths,
    medicalMaxMinor: toMinorUnits(row.medicalMaxAmount),
    paymentRequestMaxMinor: toMinorUnits(row.paymentRequestMaxAmount),
  };
}

const toSettings = (row: repo.RequestSettingsRow): RequestSettings => ({
  leaveDaysPerYear: row.leaveDaysPerYear,
  loanMaxAmount: fromMinorUnits(toMinorUnits(row.loanMaxAmount)),
  loanMaxRepaymentMonths: row.loanMaxRepaymentMonths,
  medicalMaxAmount: fromMinorUnits(toMinorUnits(row.medicalMaxAmount)),
  paymentRequestMaxAmount: fromMinorUnits(toMinorUnits(row.paymentRequestMaxAmount)),
  updatedAt: row.updatedAt.toISOString(),
});

export const getRequestSettings = async (ctx: ServiceContext): Promise<RequestSettings> => toSettings(await repo.loadSettingsRow(ctx.db));

/** PATCH: only the settings sent change (drizzle leaves out a value given as undefined). */
export async function updateRequestSettings(ctx: ServiceContext, input: UpdateRequestSettingsInput): Promise<RequestSettings> {
  const actor = adminActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = toSettings(await repo.loadSettingsRow(tx));
    const amount = (value: MoneyInput | undefined) => (value === undefined ? undefined : fromMinorUnits(toMinorUnits(value)));
    const row = await repo.updateSettingsRow(tx, {
      leaveDaysPerYear: input.leaveDaysPerYear,
      loanMaxAmount: amount(input.loanMaxAmount),
      loanMaxRepaymentMonths: input.loanMaxRepaymentMonths,
      medicalMaxAmount: amount(input.medicalMaxAmount),
      paymentRequestMaxAmount: amount(input.paymentRequestMaxAmount),
      updatedById: actor.id,
    });
    // Annual leave's entitlement is the company's leave days per year: one number, editable in either place.
    if (input.leaveDaysPerYear !== undefined) await setAnnualEntitlement(tx, input.leaveDaysPerYear);
    const after = toSettings(row);
    const { updatedAt: _b, ...from } = before;
    const { updatedAt: _a, ...to } = after;
    await writeAudit(tx, { actor, action: 'update', entity: 'request-settings', from, to });
    return after;
  });
}
