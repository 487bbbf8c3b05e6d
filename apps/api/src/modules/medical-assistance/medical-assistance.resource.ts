// The medical assistance lists (staff: their own; admin: everyone's) and their export: one resource definition.
import { medicalAssistanceListFields, medicalAssistanceStatusSchema, type MedicalAssistance } from '@crewbase/domain';
import { medicalAssistanceRequests } from '../../db/schema';
import type { Actor } from '../../platform/accounts';
import { exportColumns } from '../../platform/export-format';
import type { ListField } from '../../platform/list-query';
import { createdUpToYearEnd, defineResource } from '../../platform/resource';
import { requestListFields, requestStaffJoin } from '../requests/request-list';
import { medicalRecord, toMedical, withDocuments } from './medical-assistance.record';
import { medicalColumns } from './medical-assistance.repository';

const t = medicalAssistanceRequests;

export const medicalResource = defineResource({
  name: 'medical-assistance',
  title: 'Medical assistance requests',
  permission: 'medical-assistance',
  table: t,
  id: t.id,
  joins: [requestStaffJoin(t.staffId)],
  scope: (actor: Actor) => medicalRecord.scope(actor),
  fields: {
    ...requestListFields(t.createdAt),
    amount: { expr: t.amount, type: 'number', notNull: true },
    status: { expr: t.status, type: 'enum', values: medicalAssistanceStatusSchema.options, notNull: true },
  } satisfies Record<(typeof medicalAssistanceListFields)[number], ListField>,
  statusField: 'status',
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  defaultFilters: createdUpToYearEnd(),
  columns: medicalColumns,
  toItem: (row): MedicalAssistance => toMedical(row),
  completePage: withDocuments,
  exportColumns: exportColumns<MedicalAssistance>()([
    { header: 'Staff ID', type: 'text', value: (m) => m.staff.staffId },
    { header: 'Staff', type: 'text', value: (m) => m.staff.fullName },
    { header: 'Amount', type: 'money', value: (m) => m.amount },
    { header: 'Reason', type: 'text', value: (m) => m.reason },
    { header: 'Documents', type: 'number', value: (m) => m.documents.length },
    { header: 'Status', type: 'text', value: (m) => m.status },
    { header: 'Paid', type: 'text', value: (m) => m.paid },
    { header: 'Issued', type: 'datetime', value: (m) => m.issuedAt },
    { header: 'Requested', type: 'datetime', value: (m) => m.createdAt },
  ]),
});
