// People endpoints (issue 4): staff management, admin accounts and employee documents. The staff list itself is
// staffApi.list (shared with the dashboard).
import {
  acknowledgementSchema,
  adminUserSchema,
  attachEmployeeDocumentInputSchema,
  changeStaffStatusInputSchema,
  createAdminUserInputSchema,
  createStaffInputSchema,
  deletedSchema,
  employeeDocumentSchema,
  listResponseSchema,
  staffDetailSchema,
  terminateStaffInputSchema,
  updateAdminUserInputSchema,
  updateStaffInputSchema,
  type CreateStaffInput,
  type ListQuery,
  type UpdateStaffInput,
} from '@crewbase/domain';
import type { z } from 'zod';
import { callApi, send } from './call-api';
import { parseInput } from './parse-input';
import { toSearchParams } from './to-search-params';

const id = (value: string) => encodeURIComponent(value);

export const staffAdminApi = {
  /** POST admin/staff (staff:create): starts Pending; the person is mailed an activation code. */
  create: async (input: CreateStaffInput) =>
    callApi(staffDetailSchema, 'admin/staff', { method: 'post', json: parseInput(createStaffInputSchema, input) }),
  detail: (staffId: string) => callApi(staffDetailSchema, `admin/staff/${id(staffId)}`),
  update: async (staffId: string, input: UpdateStaffInput) =>
    callApi(staffDetailSchema, `admin/staff/${id(staffId)}`, { method: 'patch', json: parseInput(updateStaffInputSchema, input) }),
  /** PATCH admin/staff/{id}/status: 409 when the state machine forbids the move. */
  changeStatus: async (staffId: string, input: z.input<typeof changeStaffStatusInputSchema>) =>
    callApi(staffDetailSchema, `admin/staff/${id(staffId)}/status`, {
      method: 'patch',
      json: parseInput(changeStaffStatusInputSchema, input),
    }),
  /** POST admin/staff/terminate/{id} (staff:delete). */
  terminate: async (staffId: string, input: z.input<typeof terminateStaffInputSchema>) =>
    callApi(staffDetailSchema, `admin/staff/terminate/${id(staffId)}`, {
      method: 'post',
      json: parseInput(terminateStaffInputSchema, input),
    }),
  /** POST admin/staff/approve-driver-license/{id} (staff:approve). */
  approveDriverLicence: (staffId: string) =>
    callApi(staffDetailSchema, `admin/staff/approve-driver-license/${id(staffId)}`, { method: 'post' }),
  resendActivation: (staffId: string) =>
    callApi(acknowledgementSchema, `admin/staff/${id(staffId)}/resend-activation`, { method: 'post' }),
};

export const adminUsersApi = {
  list: (query: Partial<ListQuery> = {}) =>
    callApi(listResponseSchema(adminUserSchema), 'admin/users', {
      searchParams: toSearchParams(query, { createdAtUpperBound: true }),
    }),
  detail: (userId: string) => callApi(adminUserSchema, `admin/users/${id(userId)}`),
  /** Starts Pending; the new admin is mailed an activation code. */
  create: async (input: z.input<typeof createAdminUserInputSchema>) =>
    callApi(adminUserSchema, 'admin/users', { method: 'post', json: parseInput(createAdminUserInputSchema, input) }),
  /** Any subset, including status (deactivate / reactivate) and roleId. */
  update: async (userId: string, input: z.input<typeof updateAdminUserInputSchema>) =>
    callApi(adminUserSchema, `admin/users/${id(userId)}`, { method: 'patch', json: parseInput(updateAdminUserInputSchema, input) }),
  resendActivation: (userId: string) =>
    callApi(acknowledgementSchema, `admin/users/${id(userId)}/resend-activation`, { method: 'post' }),
};

export const employeeDocumentsApi = {
  list: (staffId: string, query: Partial<ListQuery> = {}) =>
    callApi(listResponseSchema(employeeDocumentSchema), `admin/employee-documents/${id(staffId)}`, {
      searchParams: toSearchParams(query),
    }),
  /** Attaches a file already uploaded with systemApi.uploadMedia (its `key`). */
  attach: async (staffId: string, input: z.input<typeof attachEmployeeDocumentInputSchema>) =>
    callApi(employeeDocumentSchema, `admin/employee-documents/${id(staffId)}`, {
      method: 'post',
      json: parseInput(attachEmployeeDocumentInputSchema, input),
    }),
  /** The file itself, fetched with the bearer token (a plain link would carry none). */
  download: async (staffId: string, documentId: string): Promise<Blob> =>
    (await send(`admin/employee-documents/${id(staffId)}/${id(documentId)}/download`)).blob(),
  remove: (staffId: string, documentId: string) =>
    callApi(deletedSchema, `admin/employee-documents/${id(staffId)}/${id(documentId)}`, { method: 'delete' }),
};
