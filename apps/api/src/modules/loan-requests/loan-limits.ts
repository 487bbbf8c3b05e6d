// What a staff member may still borrow: the company's ceiling less what they owe and what they have asked for.
import { computeLoanBalance, formatNaira, toMinorUnits, type ErrorDetail, type LoanBalance } from '@crewbase/domain';
import type { Db } from '../../db/database';
import { badRequest } from '../../platform/errors';
import { loadRequestRules, type RequestRules } from '../request-settings/request-settings.service';
import { loanExposure } from './loan-requests.repository';

export async function loanBalanceOf(db: Db, rules: RequestRules, staffId: string, exceptId?: string): Promise<LoanBalance & { availableMinor: number }> {
  const exposure = await loanExposure(db, staffId, exceptId);
  const balance = computeLoanBalance(rules.loanMaxMinor, toMinorUnits(exposure.outstanding), toMinorUnits(exposure.committed), rules.loanMaxRepaymentMonths);
  return { ...balance, availableMinor: toMinorUnits(balance.available) };
}

/** The amount and plan length against the ceiling and the longest plan; 400 naming each field. */
export async function checkLoanLimits(db: Db, staffId: string, amountField: string, amountMinor: number, months: number, exceptId?: string): Promise<void> {
  const rules = await loadRequestRules(db);
  const balance = await loanBalanceOf(db, rules, staffId, exceptId);
  const problems: ErrorDetail[] = [];
  if (amountMinor > balance.availableMinor) {
    problems.push({
      path: amountField,
      message:
        balance.availableMinor === 0
          ? `No more can be borrowed now: the limit of ${formatNaira(balance.ceiling)} is taken by ${formatNaira(balance.outstanding)} owed and ${formatNaira(balance.committed)} requested.`
          : `At most ${formatNaira(balance.available)} can be borrowed now (limit ${formatNaira(balance.ceiling)}, ${formatNaira(balance.outstanding)} owed, ${formatNaira(balance.committed)} requested).`,
    });
  }
  if (months > rules.loanMaxRepaymentMonths) {
    problems.push({ path: 'repaymentMonths', message: `Repay over at most ${rules.loanMaxRepaymentMonths} months.` });
  }
  if (problems.length > 0) throw badRequest(`The loan cannot be saved: ${problems.map((p) => p.message).join(' ')}`, problems);
}
