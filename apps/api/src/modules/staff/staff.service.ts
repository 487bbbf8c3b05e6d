// Staff (Profiles > Staffs): the list, "Add New Staff" (Pending, activation code mailed), detail, edit, status changes
// through the staff state machine, termination with a reason, and driver's licence approval. Every change is audited;
// leaving Active ends the person's sessions at once.
import {
  canChangeStaffStatus,
  driverLicenceStatusOn,
  staffStatusesLeadingTo,
  updateStaffInputSchema,
  type ChangeStaffStatusInput,
  type ErrorDetail,
  type ListResponse,
  type StaffDetail,
  type StaffListItem,
  type StaffStatus,
  type TerminateStaffInput,
} from '@crewbase/domain';
import type { z } from 'zod';
import { formatCalendarDay, type createStaffInputSchema } from '@crewbase/domain';
import { mailActivationCode, mailActivationCodeOnCreate } from '../../platform/activation';
import { writeAudit } from '../../platform/audit';
import { adminActor, type ServiceContext } from '../../platform/context';
import { isUniqueViolation, taken } from '../../platform/db-errors';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { revokeAllRefreshTokens } from '../../platform/refresh-tokens';
import { listResource } from '../../platform/resource';
import * as repo from './staff.repository';
import { staffResource } from './staff.resource';

type CreateInput = z.output<typeof createStaffInputSchema>;
type UpdateInput = z.output<typeof updateStaffInputSchema>;

const NOT_FOUND = 'That staff member does not exist.';
const emailTaken = () => taken('email', 'A staff member with this email already exists.');
const referenceMessages = {
  departmentId: 'That department does not exist.',
  jobTitleId: 'That job title does not exist.',
  locationId: 'That location does not exist.',
  staffRoleId: 'That staff role does not exist.',
  bankCode: 'Choose a bank from the list.',
} as const;
const DOCUMENT_UNKNOWN = 'Upload the licence document again.';

export const listStaff = (ctx: ServiceContext, rawQuery: string): Promise<ListResponse<StaffListItem>> => listResource(ctx, staffResource, rawQuery, undefined);

export async function getStaffDetail(ctx: ServiceContext, id: string): Promise<StaffDetail> {
  const found = await repo.findDetail(ctx.db, id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

/** Checks every referenced record at once, so a form learns all its wrong fields together. */
async function checkReferences(ctx: ServiceContext, input: Partial<CreateInput>, adminId: string): Promise<{ documentId?: string | null }> {
  const found = await repo.referencesExist(ctx.db, {
    departmentId: input.departmentId,
    jobTitleId: input.jobTitleId,
    locationId: input.locationId,
    staffRoleId: input.staffRoleId,
    bankCode: input.bankCode,
  });
  const details: ErrorDetail[] = (Object.keys(referenceMessages) as Array<keyof typeof referenceMessages>)
    .filter((field) => !found[field])
    .map((field) => ({ path: field, message: referenceMessages[field] }));
  let documentId: string | null | undefined;
  if (input.driverLicenceDocument) {
    documentId = await repo.mediaUploadedBy(ctx.db, input.driverLicenceDocument, adminId);
    if (!documentId) details.push({ path: 'driverLicenceDocument', message: DOCUMENT_UNKNOWN });
  } else if (input.driverLicenceDocument === null) {
    documentId = null;
  }
  if (details.length > 0) throw badRequest(details.map((d) => d.message).join(' '), details);
  return { documentId };
}

export async function createStaff(ctx: ServiceContext, input: CreateInput): Promise<StaffDetail> {
  const actor = adminActor(ctx);
  const { documentId } = await checkReferences(ctx, input, actor.id);
  if (await repo.emailTaken(ctx.db, input.email)) throw emailTaken();

  let id: string | null = null;
  // Two people added at the same moment may pick the same staff number; the unique index refuses one, who retries.
  for (let attempt = 0; id === null; attempt += 1) {
    try {
      id = await ctx.db.transaction(async (tx) => {
        const staffId = await repo.nextStaffId(tx);
        const created = await repo.insert(tx, repo.newStaffValues(input, staffId, { documentId }));
        await writeAudit(tx, { actor, action: 'create', entity: 'staff', entityId: created, to: { ...input, staffId, status: 'Pending', accountNumber: '(set)' } });
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'staff_email_lower_idx')) throw emailTaken();
      if (!isUniqueViolation(error, 'staff_staff_id_idx') || attempt >= 4) throw error;
    }
  }
  await mailActivationCodeOnCreate(ctx, 'staff', { id, firstName: input.firstName, email: input.email });
  return getStaffDetail(ctx, id);
}

const CLOSED: readonly StaffStatus[] = ['Resigned', 'Terminated'];

/** The person's editable fields as the update input names them, for the audit's "from". */
const editableFields = (s: StaffDetail): Record<string, unknown> => ({
  firstName: s.firstName,
  lastName: s.lastName,
  email: s.email,
  phoneNumber: s.phoneNumber,
  gender: s.gender,
  dateOfBirth: s.dateOfBirth,
  address: s.address,
  departmentId: s.department?.id ?? null,
  jobTitleId: s.jobTitle?.id ?? null,
  locationId: s.location?.id ?? null,
  staffRoleId: s.staffRole?.id ?? null,
  dailySalary: s.dailySalary,
  bankCode: s.bank?.code ?? null,
  accountNumber: s.accountNumber === null ? null : '(set)',
  benefits: s.benefits,
  driverLicenceNumber: s.driverLicence?.number ?? null,
  driverLicenceExpiry: s.driverLicence?.expiry ?? null,
  driverLicenceDocument: s.driverLicence?.document?.key ?? null,
  dateJoined: s.dateJoined,
});

export async function updateStaff(ctx: ServiceContext, id: string, input: UpdateInput): Promise<StaffDetail> {
  const actor = adminActor(ctx);
  const before = await getStaffDetail(ctx, id);
  if (CLOSED.includes(before.status)) throw conflict(`${before.fullName} has left (${before.status}); the record can no longer be edited.`);
  const { documentId } = await checkReferences(ctx, input, actor.id);
  if (input.email !== undefined && (await repo.emailTaken(ctx.db, input.email, id))) throw emailTaken();

  const { driverLicenceDocument: _document, dailySalary, ...fields } = input;
  const changes: Partial<repo.StaffInsert> = { ...fields, ...(dailySalary !== undefined ? { dailySalary: dailySalary.toFixed(2) } : {}) };
  if (documentId !== undefined) changes.driverLicenceDocumentId = documentId;

  // The licence after the change must be whole (number and expiry) or absent; a new number or date needs approval again.
  const number = input.driverLicenceNumber !== undefined ? input.driverLicenceNumber : (before.driverLicence?.number ?? null);
  const expiry = input.driverLicenceExpiry !== undefined ? input.driverLicenceExpiry : (before.driverLicence?.expiry ?? null);
  if (number && !expiry) throw badRequest('Enter the licence expiry date.', [{ path: 'driverLicenceExpiry', message: 'Enter the licence expiry date' }]);
  if (!number && (expiry || input.driverLicenceDocument)) throw badRequest('Enter the licence number.', [{ path: 'driverLicenceNumber', message: 'Enter the licence number' }]);
  if (!number) {
    Object.assign(changes, { driverLicenceNumber: null, driverLicenceExpiry: null, driverLicenceStatus: null, driverLicenceDocumentId: null });
  } else if (number !== before.driverLicence?.number || expiry !== before.driverLicence?.expiry) {
    changes.driverLicenceStatus = 'UNVERIFIED';
  }

  try {
    await ctx.db.transaction(async (tx) => {
      const open = ['Pending', 'Active', 'Suspended'] as const;
      if (!(await repo.update(tx, id, changes, open))) throw conflict(`${before.fullName} has just left; the record can no longer be edited.`);
      const was = editableFields(before);
      const changed = Object.keys(input).filter((k) => input[k as keyof UpdateInput] !== undefined);
      const from = Object.fromEntries(changed.map((k) => [k, was[k] ?? null]));
      const to = Object.fromEntries(changed.map((k) => [k, k === 'accountNumber' ? '(set)' : input[k as keyof UpdateInput]]));
      await writeAudit(tx, { actor, action: 'update', entity: 'staff', entityId: id, from, to });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'staff_email_lower_idx')) throw emailTaken();
    throw error;
  }
  return getStaffDetail(ctx, id);
}

/** Moves the person along the state machine as one conditional UPDATE; leaving Active ends their sessions. */
async function moveTo(ctx: ServiceContext, id: string, to: StaffStatus, reason: string | null, action: string): Promise<StaffDetail> {
  const actor = adminActor(ctx);
  const before = await getStaffDetail(ctx, id);
  if (before.status === 'Pending' && to === 'Active') {
    throw conflict(`${before.fullName} becomes Active by activating the account with the mailed code. Resend the activation if it was lost.`);
  }
  if (!canChangeStaffStatus(before.status, to)) throw conflict(`Cannot change status from ${before.status} to ${to}.`);
  const now = new Date();
  const endsSessions = to !== 'Active';
  await ctx.db.transaction(async (tx) => {
    const changes: Partial<repo.StaffInsert> = { status: to, ...(endsSessions ? { tokensValidAfter: now } : {}), ...(to === 'Terminated' ? { terminationReason: reason } : {}) };
    if (!(await repo.update(tx, id, changes, staffStatusesLeadingTo(to)))) {
      throw conflict(`Someone else changed ${before.fullName}'s status just now. Reload and try again.`);
    }
    if (endsSessions) await revokeAllRefreshTokens(tx, 'staff', id, now);
    await writeAudit(tx, { actor, action, entity: 'staff', entityId: id, from: { status: before.status }, to: { status: to, ...(reason ? { reason } : {}) } });
  });
  return getStaffDetail(ctx, id);
}

export const changeStaffStatus = (ctx: ServiceContext, id: string, input: ChangeStaffStatusInput) =>
  moveTo(ctx, id, input.status, input.reason ?? null, 'change-status');

export const terminateStaff = (ctx: ServiceContext, id: string, input: TerminateStaffInput) => moveTo(ctx, id, 'Terminated', input.reason, 'terminate');

export async function approveDriverLicence(ctx: ServiceContext, id: string): Promise<StaffDetail> {
  const actor = adminActor(ctx);
  const before = await getStaffDetail(ctx, id);
  const licence = before.driverLicence;
  if (!licence) throw conflict(`${before.fullName} has no driver's licence on record.`);
  if (licence.verified) throw conflict(`${before.fullName}'s driver's licence is already verified.`);
  if (driverLicenceStatusOn(false, licence.expiry, new Date().toISOString().slice(0, 10)) === 'EXPIRED') {
    throw conflict(`This driver's licence expired on ${formatCalendarDay(licence.expiry, { weekday: false })}. Record the renewed licence first.`);
  }
  await ctx.db.transaction(async (tx) => {
    const done = await repo.update(tx, id, { driverLicenceStatus: 'VERIFIED' });
    if (!done) throw notFound(NOT_FOUND);
    await writeAudit(tx, { actor, action: 'approve-driver-license', entity: 'staff', entityId: id, from: { driverLicenceStatus: licence.status }, to: { driverLicenceStatus: 'VERIFIED' } });
  });
  return getStaffDetail(ctx, id);
}

export const ACTIVATION_RESENT = 'A new activation code is on its way.';

export async function resendStaffActivation(ctx: ServiceContext, id: string): Promise<void> {
  const person = await repo.credentials(ctx.db, id);
  if (!person) throw notFound(NOT_FOUND);
  if (person.status !== 'Pending') throw conflict(`${person.firstName} has already activated the account.`);
  await mailActivationCode(ctx, 'staff', person);
}
