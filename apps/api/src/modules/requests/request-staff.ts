// The staff member a request is for: locked while a new or changed request is checked, and present at all.
import { newRequestStaffProblem, type StaffStatus } from '@crewbase/domain';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../platform/accounts';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/database';
import { staff } from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';

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
