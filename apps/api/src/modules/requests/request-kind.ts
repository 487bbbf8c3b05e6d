// What the shared request machinery needs to know about one kind of request (leave, loan, medical, payment).
import type { PermissionResource, Workflow } from '@crewbase/domain';
import type { PgTable } from 'drizzle-orm/pg-core';

export interface RequestKind<S extends string = string, A extends string = string> {
  /** The audit entity and the permission resource, e.g. `leave-request`. */
  resource: PermissionResource;
  /** How a person names one, e.g. `leave request`. */
  label: string;
  /** The table; it carries the shared request columns (staff_id, status, decision_note, deleted_at, ...). */
  table: PgTable;
  workflow: Workflow<S, A>;
}

export const defineRequestKind = <S extends string, A extends string>(kind: RequestKind<S, A>): RequestKind<S, A> => kind;
