// Medical assistance: staff ask (with supporting documents) and change their own; admins ask for staff. Decisions,
// disbursement, deletion and reading one go through the workflow record (medical-assistance.record.ts).
import { formatNaira, fromMinorUnits, toMinorUnits, type CreateMedicalAssistanceInput, type ErrorDetail, type ListResponse, type MedicalAssistance, type MedicalAssistanceDetail } from '@crewbase/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { medicalAssistanceRequests } from '../../db/schema';
import type { Actor } from '../../platform/accounts';
import type { ServiceContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { listResource } from '../../platform/resource';
import { signedInActor } from '../../platform/workflow-record';
import { loadRequestRules } from '../request-settings/request-settings.service';
import { moneyText } from '../requests/money-text';
import { releaseMedia } from '../system/media-access';
import { lockStaffForNewRequest } from '../requests/request-staff';
import { medicalRecord } from './medical-assistance.record';
import { medicalResource } from './medical-assistance.resource';
import * as repo from './medical-assistance.repository';

/** The caller's medical assistance list: staff their own, admins everyone's (medical-assistance.resource.ts). */
export const listMedical = (ctx: ServiceContext, rawQuery: string): Promise<ListResponse<MedicalAssistance>> =>
  listResource(ctx, medicalResource, rawQuery, signedInActor(ctx));

/**
 * Amount within the ceiling; every document an upload of the staff member's own (or, for an admin filing it,
 * the admin's or the staff member's). 400 naming each problem.
 */
async function checkMedical(db: Db, actor: Actor, staffId: string, input: CreateMedicalAssistanceInput): Promise<{ amount: string; documentKeys: string[] }> {
  const rules = await loadRequestRules(db);
  const problems: ErrorDetail[] = [];
  const amountMinor = toMinorUnits(input.amount);
  if (amountMinor > rules.medicalMaxMinor) {
    problems.push({ path: 'amount', message: `Ask for at most ${formatNaira(fromMinorUnits(rules.medicalMaxMinor))}.` });
  }
  const documentKeys = [...new Set(input.documents)];
  const found = new Map((await repo.mediaByKeys(db, documentKeys)).map((m) => [m.key, m]));
  input.documents.forEach((key, i) => {
    const file = found.get(key);
    const mine = file && ((file.ownerType === 'staff' && file.ownerId === staffId) || (file.ownerType === actor.area && file.ownerId === actor.id));
    if (!mine) problems.push({ path: `documents.${i}`, message: 'That document was not found. Upload it again.' });
  });
  if (problems.length > 0) throw badRequest(`The medical assistance request cannot be saved: ${problems.map((p) => p.message).join(' ')}`, problems);
  return { amount: fromMinorUnits(amountMinor), documentKeys };
}

export const createMedical = (ctx: ServiceContext, input: CreateMedicalAssistanceInput & { staffId?: string }): Promise<MedicalAssistanceDetail> =>
  medicalRecord.create(ctx, async (tx, actor) => {
    const staffId = actor.area === 'staff' ? actor.id : (input.staffId as string);
    await lockStaffForNewRequest(tx, actor, staffId);
    const checked = await checkMedical(tx, actor, staffId, input);
    return {
      values: { staffId, ...checked, reason: input.reason, createdByType: actor.area, createdById: actor.id },
      details: { amount: checked.amount, documents: checked.documentKeys.length },
    };
  });

/** A pending request's new amount, reason and documents (the workflow's `update`). */
export const updateMedical = (ctx: ServiceContext, id: string, input: CreateMedicalAssistanceInput): Promise<MedicalAssistanceDetail> =>
  medicalRecord.edit(ctx, id, 'update', async (tx, actor, current) => {
    const checked = await checkMedical(tx, actor, current.staffId, input);
    return {
      set: { ...checked, reason: input.reason },
      from: { amount: moneyText(current.amount), documents: current.documentKeys.length },
      to: { amount: checked.amount, documents: checked.documentKeys.length },
    };
  });

/**
 * The workflow's soft delete; the request stays for the audit trail, but its medical documents go with it (rows and
 * files) and answer nobody from then on.
 */
export async function deleteMedical(ctx: ServiceContext, id: string): Promise<void> {
  await medicalRecord.remove(ctx, id);
  const [row] = await ctx.db.select({ documentKeys: medicalAssistanceRequests.documentKeys }).from(medicalAssistanceRequests).where(eq(medicalAssistanceRequests.id, id));
  await releaseMedia(ctx, row?.documentKeys ?? []);
}
