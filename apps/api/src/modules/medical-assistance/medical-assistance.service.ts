// Medical assistance: staff ask (with supporting documents), change or withdraw their own; admins approve,
// decline (DENIED) and disburse (ISSUED, PAID).
import {
  fromMinorUnits,
  medicalAssistanceWorkflow,
  toMinorUnits,
  type CreateMedicalAssistanceInput,
  type ErrorDetail,
  type ListResponse,
  type MedicalAssistance,
  type MedicalAssistanceAction,
  type MedicalAssistanceDetail,
} from '@crewbase/domain';
import type { Db } from '../../db/database';
import { medicalAssistanceRequests } from '../../db/schema';
import type { Actor } from '../../platform/accounts';
import { writeAudit } from '../../platform/audit';
import type { ServiceContext } from '../../platform/context';
import { badRequest, conflict } from '../../platform/errors';
import { listResponse, parseListQuery } from '../../platform/list-query';
import { loadRequestRules } from '../request-settings/request-settings.service';
import { defineRequestKind } from '../requests/request-kind';
import { requestHistory } from '../requests/request-history';
import { toRequestStaff } from '../requests/request-list';
import { lockStaffForNewRequest, requestActor, requestNotFound, visibleTo } from '../requests/request-scope';
import { applyTransition, checkTransition, softDelete, disbursement } from '../requests/request-transition';
import * as repo from './medical-assistance.repository';

export const medicalKind = defineRequestKind({
  resource: 'medical-assistance',
  label: 'medical assistance request',
  table: medicalAssistanceRequests,
  workflow: medicalAssistanceWorkflow,
});

const scopeOf = (actor: Actor) => visibleTo(actor, medicalAssistanceRequests);
const money = (numeric: string) => fromMinorUnits(toMinorUnits(numeric));

type MediaFile = Awaited<ReturnType<typeof repo.mediaByKeys>>[number];

/** The rows' documents, fetched in one query for a whole page. */
async function documentsOf(db: Db, rows: readonly repo.MedicalRow[]): Promise<Map<string, MediaFile>> {
  return new Map((await repo.mediaByKeys(db, [...new Set(rows.flatMap((r) => r.documentKeys))])).map((m) => [m.key, m]));
}

function toMedical(row: repo.MedicalRow, files: Map<string, MediaFile>): MedicalAssistance {
  return {
    id: row.id,
    staff: toRequestStaff(row),
    amount: money(row.amount),
    reason: row.reason,
    documents: row.documentKeys.flatMap((key) => {
      const file = files.get(key);
      return file ? [{ key, name: file.name, mimeType: file.mimeType, url: `/api/system/media/${key}` }] : [];
    }),
    status: row.status,
    paid: row.paid ? 'PAID' : 'UNPAID',
    issuedAt: row.issuedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listMedical(ctx: ServiceContext, rawQuery: string): Promise<ListResponse<MedicalAssistance>> {
  const actor = requestActor(ctx);
  const query = parseListQuery(rawQuery, repo.medicalListSpec);
  const { rows, total } = await repo.listMedical(ctx.db, query, scopeOf(actor), ctx.listMemory);
  const files = await documentsOf(ctx.db, rows);
  return listResponse(rows.map((row) => toMedical(row, files)), total, query);
}

async function loadVisible(db: Db, actor: Actor, id: string): Promise<repo.MedicalRow> {
  const row = await repo.findMedical(db, id, scopeOf(actor));
  if (!row) throw requestNotFound(medicalKind.label);
  return row;
}

async function detail(db: Db, actor: Actor, id: string): Promise<MedicalAssistanceDetail> {
  const row = await loadVisible(db, actor, id);
  return { ...toMedical(row, await documentsOf(db, [row])), history: await requestHistory(db, medicalKind.resource, id) };
}

export const getMedical = (ctx: ServiceContext, id: string) => detail(ctx.db, requestActor(ctx), id);

/**
 * Amount within the ceiling; every document an upload of the staff member's own (or, for an admin filing it,
 * the admin's or the staff member's). 400 naming each problem.
 */
async function checkMedical(db: Db, actor: Actor, staffId: string, input: CreateMedicalAssistanceInput): Promise<{ amount: string; documentKeys: string[] }> {
  const rules = await loadRequestRules(db);
  const problems: ErrorDetail[] = [];
  const amountMinor = toMinorUnits(input.amount);
  if (amountMinor > rules.medicalMaxMinor) {
    problems.push({ path: 'amount', message: `Ask for at most ${fromMinorUnits(rules.medicalMaxMinor)}.` });
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

export async function createMedical(ctx: ServiceContext, input: CreateMedicalAssistanceInput & { staffId?: string }): Promise<MedicalAssistanceDetail> {
  const actor = requestActor(ctx);
  const staffId = actor.area === 'staff' ? actor.id : (input.staffId as string);
  return ctx.db.transaction(async (tx) => {
    await lockStaffForNewRequest(tx, actor, staffId);
    const checked = await checkMedical(tx, actor, staffId, input);
    const id = await repo.insertMedical(tx, { staffId, ...checked, reason: input.reason, createdByType: actor.area, createdById: actor.id });
    await writeAudit(tx, { actor, action: 'create', entity: medicalKind.resource, entityId: id, to: { status: 'PENDING', amount: checked.amount, documents: checked.documentKeys.length } });
    return detail(tx, actor, id);
  });
}

export async function updateMedical(ctx: ServiceContext, id: string, input: CreateMedicalAssistanceInput): Promise<MedicalAssistanceDetail> {
  const actor = requestActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const current = await loadVisible(tx, actor, id);
    checkTransition(medicalAssistanceWorkflow, 'update', actor, current.status, medicalKind.label);
    const checked = await checkMedical(tx, actor, current.staffId, input);
    if (!(await repo.updatePendingMedical(tx, id, { ...checked, reason: input.reason }))) {
      throw conflict('This medical assistance request was decided a moment ago, so it can no longer be changed. Reload it.');
    }
    await writeAudit(tx, {
      actor,
      action: 'update',
      entity: medicalKind.resource,
      entityId: id,
      from: { status: 'PENDING', amount: money(current.amount), documents: current.documentKeys.length },
      to: { status: 'PENDING', amount: checked.amount, documents: checked.documentKeys.length },
    });
    return detail(tx, actor, id);
  });
}

/** withdraw (staff), approve, decline, disburse (admin). Disbursing issues the money and marks it PAID. */
export async function decideMedical(ctx: ServiceContext, id: string, action: Exclude<MedicalAssistanceAction, 'update'>, note?: string): Promise<MedicalAssistanceDetail> {
  const actor = requestActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const current = await loadVisible(tx, actor, id);
    await applyTransition(tx, {
      kind: medicalKind,
      actor,
      id,
      action,
      shown: current.status,
      stored: current.status,
      note: note ?? null,
      ...disbursement(action, money(current.amount)),
    });
    return detail(tx, actor, id);
  });
}

export async function deleteMedical(ctx: ServiceContext, id: string): Promise<void> {
  const actor = requestActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const current = await loadVisible(tx, actor, id);
    await softDelete(tx, medicalKind, actor, id, current.status, current.status);
  });
}
