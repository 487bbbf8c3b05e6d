// The admin list of bank-detail changes (the console's "Bank-detail changes" under Profiles, and the staff profile's notice).
import { bankDetailChangeListFields, bankDetailChangeStatusSchema, type BankDetailChange } from '@crewbase/domain';
import { bankDetailChanges } from '../../db/schema';
import type { Actor } from '../../platform/accounts';
import type { ListField } from '../../platform/list-query';
import { defineResource } from '../../platform/resource';
import { requestListFields, requestStaffJoin } from '../requests/request-list';
import { bankDetailChangeRecord, toBankDetailChange } from './bank-detail-changes.record';
import { bankDetailChangeColumns } from './bank-detail-changes.repository';

const t = bankDetailChanges;

export const bankDetailChangeResource = defineResource({
  name: 'bank-detail-changes',
  title: 'Bank-detail changes',
  permission: 'staff',
  table: t,
  id: t.id,
  joins: [requestStaffJoin(t.staffId)],
  scope: (actor: Actor) => bankDetailChangeRecord.scope(actor),
  fields: {
    ...requestListFields(t.createdAt),
    status: { expr: t.status, type: 'enum', values: bankDetailChangeStatusSchema.options, notNull: true },
  } satisfies Record<(typeof bankDetailChangeListFields)[number], ListField>,
  statusField: 'status',
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  columns: bankDetailChangeColumns,
  toItem: (row): BankDetailChange => toBankDetailChange(row),
});
