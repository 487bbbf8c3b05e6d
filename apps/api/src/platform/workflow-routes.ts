// The handlers of a workflow record's action endpoints (generated in libs/domain by `workflowEndpoints`): every action
// of the workflow is decided through the record, `delete` soft-deletes it, and the actions with a service of their own
// (an `update` that edits fields) are given as `own`. A table declared with bulk decisions (`bulk`) gets their
// handler too: `POST .../bulk/:action` decides each record through the record's `decideMany`.
import type { BulkDecisionInput, BulkDecisionResult, Endpoint, EndpointTable } from '@crewbase/domain';
import { serviceContext } from './context';
import type { EndpointHandler, EndpointHandlers } from './endpoints';
import type { ServiceContext } from './context';

/** What the handlers need of a workflow record (platform/workflow-record). */
export interface ActionTaker<A extends string> {
  definition: { workflow: { readonly [K in A]: unknown } };
  decide(ctx: ServiceContext, id: string, action: A, body: unknown): Promise<unknown>;
  remove(ctx: ServiceContext, id: string): Promise<void>;
  decideMany(ctx: ServiceContext, action: A, input: BulkDecisionInput): Promise<BulkDecisionResult>;
}

/** The table's bulk decision endpoint, when it declares one. */
type BulkKey<T> = 'bulk' extends keyof T ? 'bulk' : never;

export function workflowActionHandlers<T extends EndpointTable, A extends keyof T & string, O extends A = never>(
  table: T,
  record: ActionTaker<A>,
  own?: { [K in O]: EndpointHandler<T[K]> },
): Pick<EndpointHandlers<T>, A | BulkKey<T>> {
  const handlers: Record<string, EndpointHandler<T[A]>> = {};
  for (const action of Object.keys(record.definition.workflow) as A[]) {
    if (!(action in table)) throw new Error(`The ${action} action has no endpoint: declare the table with workflowEndpoints.`);
    const given = (own as Partial<Record<A, EndpointHandler<T[A]>>> | undefined)?.[action];
    handlers[action] =
      given ??
      (action === 'delete'
        ? ((async (request) => {
            await record.remove(serviceContext(request), (request.params as { id: string }).id);
          }) as EndpointHandler<Endpoint> as EndpointHandler<T[A]>)
        : (((request) => record.decide(serviceContext(request), (request.params as { id: string }).id, action, request.body)) as EndpointHandler<Endpoint> as EndpointHandler<T[A]>));
  }
  if ('bulk' in table) {
    handlers.bulk = (((request) => {
      const { action } = request.params as { action: A };
      return record.decideMany(serviceContext(request), action, request.body as BulkDecisionInput);
    }) as EndpointHandler<Endpoint> as EndpointHandler<T[A]>);
  }
  return handlers as Pick<EndpointHandlers<T>, A | BulkKey<T>>;
}
