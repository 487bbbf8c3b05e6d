// Payment requests (admin "Requests"): vendor payments, claims, contracts and tips for staff. Created by admins,
// approved or denied, then disbursed (ISSUED, PAID).
import {
  fromMinorUnits,
  paymentRequestWorkflow,
  toMinorUnits,
  type CreatePaymentRequestInput,
  type ListResponse,
  type PaymentRequest,
  type PaymentRequestAction,
  type PaymentRequestDetail,
} from '@crewbase/domain';
import type { Db } from '../../db/database';
import { paymentRequests } from '../../db/schema';
import type { Actor } from '../../platform/accounts';
import { writeAudit } from '../../platform/audit';
import { adminActor, type ServiceContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { listResponse, parseListQuery } from '../../platform/list-query';
import { loadRequestRules } from '../request-settings/request-settings.service';
import { defineRequestKind } from '../requests/request-kind';
import { requestHistory } from '../requests/request-history';
import { toRequestStaff } from '../requests/request-list';
import { lockStaffForNewRequest, requestNotFound, visibleTo } from '../requests/request-scope';
import { applyTransition, softDelete, disbursement } from '../requests/request-transition';
import * as repo from './payment-requests.repository';

export const paymentKind = defineRequestKind({ resource: 'payment-requests', label: 'payment request', table: paymentRequests, workflow: paymentRequestWorkflow });

const scopeOf = (actor: Actor) => visibleTo(actor, paymentRequests);
const money = (numeric: string) => fromMinorUnits(toMinorUnits(numeric));

const toPayment = (row: repo.PaymentRow): PaymentRequest => ({
  id: row.id,
  staff: toRequestStaff(row),
  category: row.category,
  amount: money(row.amount),
  description: row.description,
  status: row.status,
  paid: row.paid ? 'PAID' : 'UNPAID',
  issuedAt: row.issuedAt?.toISOString() ?? null,
  decisionNote: row.decisionNote,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listPayments(ctx: ServiceContext, rawQuery: string): Promise<ListResponse<PaymentRequest>> {
  const actor = adminActor(ctx);
  const query = parseListQuery(rawQuery, repo.paymentListSpec);
  const { rows, total } = await repo.listPayments(ctx.db, query, scopeOf(actor), ctx.listMemory);
  return listResponse(rows.map(toPayment), total, query);
}

async function loadVisible(db: Db, actor: Actor, id: string): Promise<repo.PaymentRow> {
  const row = await repo.findPayment(db, id, scopeOf(actor));
  if (!row) throw requestNotFound(paymentKind.label);
  return row;
}

async function detail(db: Db, actor: Actor, id: string): Promise<PaymentRequestDetail> {
  const row = await loadVisible(db, actor, id);
  return { ...toPayment(row), history: await requestHistory(db, paymentKind.resource, id) };
}

export const getPayment = (ctx: ServiceContext, id: string) => detail(ctx.db, adminActor(ctx), id);

export async function createPayment(ctx: ServiceContext, input: CreatePaymentRequestInput): Promise<PaymentRequestDetail> {
  const actor = adminActor(ctx);
  const amountMinor = toMinorUnits(input.amount);
  return ctx.db.transaction(async (tx) => {
    await lockStaffForNewRequest(tx, actor, input.staffId);
    const rules = await loadRequestRules(tx);
    if (amountMinor > rules.paymentRequestMaxMinor) {
      const message = `A payment request may be for at most ${fromMinorUnits(rules.paymentRequestMaxMinor)}.`;
      throw badRequest(message, [{ path: 'amount', message }]);
    }
    const amount = fromMinorUnits(amountMinor);
    const id = await repo.insertPayment(tx, {
      staffId: input.staffId,
      category: input.category,
      amount,
      description: input.description,
      createdByType: actor.area,
      createdById: actor.id,
    });
    await writeAudit(tx, { actor, action: 'create', entity: paymentKind.resource, entityId: id, to: { status: 'PENDING', category: input.category, amount } });
    return detail(tx, actor, id);
  });
}

/** approve, deny, disburse. Disbursing issues the money and marks it PAID. */
export async function decidePayment(ctx: ServiceContext, id: string, action: PaymentRequestAction, note?: string): Promise<PaymentRequestDetail> {
  const actor = adminActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const current = await loadVisible(tx, actor, id);
    await applyTransition(tx, {
      kind: paymentKind,
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

export async function deletePayment(ctx: ServiceContext, id: string): Promise<void> {
  const actor = adminActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const current = await loadVisible(tx, actor, id);
    await softDelete(tx, paymentKind, actor, id, current.status, current.status);
  });
}
