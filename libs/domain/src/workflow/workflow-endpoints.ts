// The endpoints of a workflow's actions, generated from the workflow itself: one per action, taken in the area of the
// action's actor, so a new action (or a new workflow record) gets its endpoint without anyone writing it twice.
// `approve` is `PATCH <base>/approve/:id`, `update` is `PATCH <base>/:id`, `delete` is `DELETE <base>/:id` (204);
// `paths` names the exceptions (a loan's `setInstallmentPaid` is `:id/repayment-plan/set-to-paid`).
// `bulk` names the admin decisions also taken on many records at once: `POST <admin base>/bulk/:action` with
// `{ ids, note }` (bulk-decision.ts), under the same permission as the single decision.
import type { z } from 'zod';
import type { Area } from '../enums';
import type { PermissionAction, PermissionResource } from '../permissions';
import type { Endpoint } from '../contract/endpoint';
import { adminMay, staffAccess, type RouteAccess } from '../contract/route-access';
import { bulkDecisionInputSchema, bulkDecisionParamsSchema, bulkDecisionResultSchema } from './bulk-decision';
import type { Workflow } from './workflow';

export interface WorkflowEndpointsOptions<A extends string, P extends z.ZodType, R extends z.ZodType, D extends z.ZodType, B> {
  /** The permission resource an admin's role must grant (`approve` for decisions, `update`, `delete`). */
  resource: PermissionResource;
  /** Where each area's endpoints of this record live: `{ admin: '/api/admin/leave-request', staff: '/api/staff/leave-request' }`. */
  base: Partial<Record<Area, string>>;
  tags: Partial<Record<Area, readonly string[]>>;
  /** The `:id` parameter. */
  params: P;
  /** What every action but `delete` answers: the record's detail. */
  response: R;
  /** The body of an action with no body of its own: the decision's optional note. */
  decisionBody: D;
  /** Actions with their own body (`update`, a loan's `approve`). */
  bodies?: B;
  summaries: Record<A, string>;
  /** Paths below the base other than `<action>/:id`. */
  paths?: Partial<Record<A, string>>;
  /** Admin decisions also offered on many records at once (`POST <admin base>/bulk/:action`). */
  bulk?: readonly NoInfer<A>[];
}

type ActionBody<K, B, D> = K extends keyof B ? (B[K] extends z.ZodType ? B[K] : D) : D;

/** One action's endpoint: a PATCH answering the detail, or the DELETE answering 204. */
export type WorkflowActionEndpoint<K, P, R, D, B> = K extends 'delete'
  ? { method: 'DELETE'; path: string; access: RouteAccess; summary: string; tags: readonly string[]; params: P; status: 204 }
  : { method: 'PATCH'; path: string; access: RouteAccess; summary: string; tags: readonly string[]; params: P; body: ActionBody<K, B, D>; status: 200; response: R };

export type WorkflowEndpoints<A extends string, P, R, D, B> = { [K in A]: WorkflowActionEndpoint<K, P, R, D, B> };

/** The bulk decision endpoint: `POST <admin base>/bulk/:action`, answering each record's outcome. */
export interface WorkflowBulkEndpoint<K extends string> {
  method: 'POST';
  path: string;
  access: RouteAccess;
  summary: string;
  tags: readonly string[];
  params: ReturnType<typeof bulkDecisionParamsSchema<K>>;
  body: typeof bulkDecisionInputSchema;
  status: 200;
  response: typeof bulkDecisionResultSchema;
}

/** `{ bulk }` when the workflow offers decisions in bulk, nothing otherwise. */
export type WorkflowBulkEndpoints<K extends readonly string[]> = K extends readonly [] ? unknown : { bulk: WorkflowBulkEndpoint<K[number]> };

/** `setInstallmentPaid` -> `set-installment-paid`. */
export const kebabAction = (action: string): string => action.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The permission an admin needs to take `action`: deleting and editing are their own, every decision is `approve`. */
export const actionPermission = (action: string): PermissionAction => (action === 'delete' ? 'delete' : action === 'update' ? 'update' : 'approve');

export function workflowEndpoints<
  S extends string,
  A extends string,
  P extends z.ZodType,
  R extends z.ZodType,
  D extends z.ZodType,
  const B extends Partial<Record<A, z.ZodType>> = Record<never, never>,
  const K extends readonly NoInfer<A>[] = readonly [],
>(workflow: Workflow<S, A>, options: WorkflowEndpointsOptions<A, P, R, D, B> & { bulk?: K }): WorkflowEndpoints<A, P, R, D, B> & WorkflowBulkEndpoints<K> {
  const table: Record<string, Endpoint> = {};
  for (const action of Object.keys(workflow) as A[]) {
    const area = workflow[action].actor;
    const base = options.base[area];
    if (!base) throw new Error(`The ${action} action is taken by ${area}, but no ${area} base path is given.`);
    const below = options.paths?.[action] ?? (action === 'update' || action === 'delete' ? ':id' : `${kebabAction(action)}/:id`);
    const common = {
      path: `${base}/${below}`,
      access: area === 'staff' ? staffAccess : adminMay(options.resource, actionPermission(action)),
      summary: options.summaries[action],
      tags: options.tags[area] ?? [],
      params: options.params,
    };
    table[action] =
      action === 'delete'
        ? { ...common, method: 'DELETE', status: 204 }
        : { ...common, method: 'PATCH', body: (options.bodies as Partial<Record<A, z.ZodType>> | undefined)?.[action] ?? options.decisionBody, status: 200, response: options.response };
  }
  const bulk = options.bulk ?? [];
  if (bulk.length > 0) {
    for (const action of bulk) {
      if (workflow[action]?.actor !== 'admin' || actionPermission(action) !== 'approve') {
        throw new Error(`Only an admin's decision is taken in bulk; ${action} is not one.`);
      }
    }
    if (!options.base.admin) throw new Error('A bulk decision needs the admin base path.');
    table.bulk = {
      method: 'POST',
      path: `${options.base.admin}/bulk/:action`,
      access: adminMay(options.resource, 'approve'),
      summary: `Decide many at once (${bulk.join(', ')}) with one note: each is decided on its own, and the answer says which were decided and which were refused, and why`,
      tags: options.tags.admin ?? [],
      params: bulkDecisionParamsSchema(bulk as unknown as readonly [A, ...A[]]),
      body: bulkDecisionInputSchema,
      status: 200,
      response: bulkDecisionResultSchema,
    };
  }
  return table as WorkflowEndpoints<A, P, R, D, B> & WorkflowBulkEndpoints<K>;
}
