// Medical assistance requests (issue 3 contract), both areas. Supporting documents are uploaded first with
// systemApi.uploadMedia; the request carries the answered keys.
import {
  createAdminMedicalAssistanceInputSchema,
  createMedicalAssistanceInputSchema,
  medicalAssistanceDetailSchema,
  medicalAssistanceSchema,
  updateMedicalAssistanceInputSchema,
  type ListQuery,
  type ListResponse,
  type MedicalAssistance,
  type MedicalAssistanceDetail,
} from '@crewbase/domain';
import type { z } from 'zod';
import { callApi } from './call-api';
import { deleteRequest, idPath, requestList, requestTransition, sendChecked, type DecisionFields } from './request-calls';

const STAFF = 'staff/medical-assistance';
const ADMIN = 'admin/medical-assistance';

export const medicalApi = {
  staff: {
    /** GET staff/medical-assistance: the caller's own requests, newest first unless another sort is given. */
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<MedicalAssistance>> => requestList(medicalAssistanceSchema, STAFF, query),
    detail: (id: string): Promise<MedicalAssistanceDetail> => callApi(medicalAssistanceDetailSchema, idPath(STAFF, id)),
    /** POST staff/medical-assistance; 400 names the field (amount over the ceiling, `documents.N` not the caller's upload). */
    create: (input: z.input<typeof createMedicalAssistanceInputSchema>): Promise<MedicalAssistanceDetail> =>
      sendChecked(medicalAssistanceDetailSchema, STAFF, 'post', createMedicalAssistanceInputSchema, input),
    /** PUT staff/medical-assistance/{id}; 409 once it is no longer pending. */
    update: (id: string, input: z.input<typeof updateMedicalAssistanceInputSchema>): Promise<MedicalAssistanceDetail> =>
      sendChecked(medicalAssistanceDetailSchema, idPath(STAFF, id), 'put', updateMedicalAssistanceInputSchema, input),
    /** PATCH staff/medical-assistance/withdraw/{id} (pending only). */
    withdraw: (id: string, input?: DecisionFields): Promise<MedicalAssistanceDetail> =>
      requestTransition(medicalAssistanceDetailSchema, idPath(`${STAFF}/withdraw`, id), input),
  },
  admin: {
    /** GET admin/medical-assistance (medical-assistance:read). */
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<MedicalAssistance>> => requestList(medicalAssistanceSchema, ADMIN, query),
    detail: (id: string): Promise<MedicalAssistanceDetail> => callApi(medicalAssistanceDetailSchema, idPath(ADMIN, id)),
    /** POST admin/medical-assistance (medical-assistance:create), on behalf of a staff member. */
    create: (input: z.input<typeof createAdminMedicalAssistanceInputSchema>): Promise<MedicalAssistanceDetail> =>
      sendChecked(medicalAssistanceDetailSchema, ADMIN, 'post', createAdminMedicalAssistanceInputSchema, input),
    approve: (id: string, input?: DecisionFields): Promise<MedicalAssistanceDetail> =>
      requestTransition(medicalAssistanceDetailSchema, idPath(`${ADMIN}/approve`, id), input),
    /** PATCH admin/medical-assistance/decline/{id}: the request becomes DENIED. */
    decline: (id: string, input?: DecisionFields): Promise<MedicalAssistanceDetail> =>
      requestTransition(medicalAssistanceDetailSchema, idPath(`${ADMIN}/decline`, id), input),
    /** PATCH admin/medical-assistance/disburse/{id}: ISSUED and marked PAID. */
    disburse: (id: string, input?: DecisionFields): Promise<MedicalAssistanceDetail> =>
      requestTransition(medicalAssistanceDetailSchema, idPath(`${ADMIN}/disburse`, id), input),
    /** DELETE admin/medical-assistance/{id} (medical-assistance:delete). */
    remove: (id: string): Promise<void> => deleteRequest(idPath(ADMIN, id)),
  },
};
