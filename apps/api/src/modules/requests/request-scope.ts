// Whose requests a caller may see: staff only their own (anything else is "not found"), admins everyone's.
import { newRequestStaffProblem, type StaffStatus } from '@crewbase/domain';
import { and, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../../platform/accounts';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/database';
import { staff } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { badRequest, notFound, unauthorized } from '../../platform/errors';

/** The signed-in caller (every request route is authenticated). */
export function requestActor(ctx: Pick<ServiceContext, 'actor'>): Actor {
  if (!ctx.actor) throw unauthorized();
  return ctx.actor;
}

/** The condition every read and write of a request carries: not deleted, and the caller's own for staff. */
export function visibleTo(actor: Actor, columns: { staffId: PgColumn; deletedAt: PgColumn }): SQL {
  const live = isNull(columns.deletedAt);
  return actor.area === 'staff' ? (and(live, sql`${columns.staffId} = ${actor.id}`) as SQL) : live;
}

export const requestNotFound = (label: string) => notFound(`That ${label} does not exist.`);

/**
 * Locks the staff member's row for the rest of the transaction, so two requests of one person (balance, overlap)
 * are checked one after the other. Admin input names the person: an unknown one is a field error.
 */
export async function lockStaffMember(db: Db, staffId: string, path = 'staffId'): Promise<void> {
  const found = await findStaffMember(db, staffId, true);
  if (!found) throw badRequest('That staff member does not exist.', [{ path, message: 'That staff member does not exist.' }]);
}

/**
 * `lockStaffMember` for a new request. An admin adding one for someone else may only do so for staff still employed
 * (Active or Suspended): a 400 on `staffId` naming the person's status otherwise. A staff member's own request is
 * governed by who may sign in.
 */
export async function lockStaffForNewRequest(db: Db, actor: Actor, staffId: string, path = 'staffId'): Promise<void> {
  const rows = await selectRows<{ status: StaffStatus }>(db, sql`select ${staff.status} as status from ${staff} where ${staff.id} = ${staffId} for update`);
  if (rows.length === 0) throw badRequest('That staff member does not exist.', [{ path, message: 'That staff member does not exist.' }]);
  if (actor.area !== 'admin') return;
  const problem = newRequestStaffProblem(rows[0].status);
  if (problem) throw badRequest(problem, [{ path, message: problem }]);
}

/** Whether the staff member exists (an admin naming an unknown one in a URL gets 404). */
export async function findStaffMember(db: Db, staffId: string, lock = false): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(db, sql`select ${staff.id} as id from ${staff} where ${staff.id} = ${staffId}${lock ? sql` for update` : sql``}`);
  return rows.length > 0;
}

/** 404 unless the staff member exists. */
export async function requireStaffMember(db: Db, staffId: string): Promise<void> {
  if (!(await findStaffMember(db, staffId))) throw notFound('That staff member does not exist.');
}
