// Bank-detail changes: a staff member asks for new bank details (checked: a bank from the list, a 10-digit account
// passing the NUBAN check at that bank); they wait, PENDING, until an admin approves (written to the person then) or
// rejects them. One pending change per person: another is refused (409) until that one is withdrawn or decided.
import { type BankDetailChange, type BankDetailChangeDetail, type ListResponse, type RequestBankDetailChangeInput } from '@crewbase/domain';
import { and, eq } from 'drizzle-orm';
import { bankDetailChanges, banks, staff } from '../../db/schema';
import { adminActor, staffActor, type ServiceContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db-errors';
import { badRequest, conflict, unauthorized } from '../../platform/errors';
import { listResource } from '../../platform/resource';
import type { Db } from '../../db/database';
import { bankDetailChangeRecord } from './bank-detail-changes.record';
import { bankDetailChangeResource } from './bank-detail-changes.resource';

export const ONE_PENDING = 'You already have a bank-detail change waiting for approval. Withdraw it first to ask for different details.';
const UNKNOWN_BANK = 'Choose a bank from the list.';
const SAME_DETAILS = 'These are already your bank details.';

export const listBankDetailChanges = (ctx: ServiceContext, rawQuery: string): Promise<ListResponse<BankDetailChange>> =>
  listResource(ctx, bankDetailChangeResource, rawQuery, adminActor(ctx));

/** The person's pending change, if any (the staff profile shows it). */
export async function pendingBankDetailChange(db: Db, staffId: string): Promise<BankDetailChange | null> {
  const [row] = await bankDetailChangeRecord.definition.rows(db, and(eq(bankDetailChanges.staffId, staffId), eq(bankDetailChanges.status, 'PENDING'))!);
  if (!row) return null;
  const [item] = await bankDetailChangeRecord.definition.toItems(db, [row]);
  return item;
}

export async function requestBankDetailChange(ctx: ServiceContext, input: RequestBankDetailChangeInput): Promise<BankDetailChangeDetail> {
  staffActor(ctx);
  try {
    return await bankDetailChangeRecord.create(ctx, async (tx, actor) => {
      // Locking the person's row queues two requests sent at once, so the second meets the first and hears why.
      const [person] = await tx
        .select({ bankCode: staff.bankCode, accountNumber: staff.accountNumber, accountName: staff.accountName })
        .from(staff)
        .where(eq(staff.id, actor.id))
        .for('update');
      if (!person) throw unauthorized();
      const [bank] = await tx.select({ code: banks.code }).from(banks).where(eq(banks.code, input.bankCode));
      if (!bank) throw badRequest(UNKNOWN_BANK, [{ path: 'bankCode', message: UNKNOWN_BANK }]);
      if (person.bankCode === input.bankCode && person.accountNumber === input.accountNumber && person.accountName === input.accountName) {
        throw badRequest(SAME_DETAILS, [{ path: 'accountNumber', message: SAME_DETAILS }]);
      }
      if (await pendingBankDetailChange(tx, actor.id)) throw conflict(ONE_PENDING);
      const from = { bankCode: person.bankCode, accountNumber: person.accountNumber, accountName: person.accountName };
      const to = { bankCode: input.bankCode, accountNumber: input.accountNumber, accountName: input.accountName };
      return {
        values: {
          staffId: actor.id,
          fromBankCode: from.bankCode,
          fromAccountNumber: from.accountNumber,
          fromAccountName: from.accountName,
          toBankCode: to.bankCode,
          toAccountNumber: to.accountNumber,
          toAccountName: to.accountName,
        },
        details: { from, to },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'bank_detail_changes_one_pending_idx')) throw conflict(ONE_PENDING);
    throw error;
  }
}
