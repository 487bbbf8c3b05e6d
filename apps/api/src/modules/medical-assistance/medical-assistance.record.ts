// Medical assistance as a workflow record: staff see their own; disbursing issues the money and marks it PAID.
import { formatNaira, medicalAssistanceWorkflow, type MedicalAssistance } from '@crewbase/domain';
import type { Db } from '../../db/database';
import { medicalAssistanceRequests } from '../../db/schema';
import { defineWorkflowRecord } from '../../platform/workflow-record';
import { moneyText } from '../requests/money-text';
import { disburse } from '../requests/disbursement';
import { toRequestStaff } from '../requests/request-list';
import { requestNotices } from '../requests/request-notices';
import { mediaByKeys, medicalRows, type MedicalRow } from './medical-assistance.repository';

/** A row as the API answers it; its documents name only their keys until `withDocuments` looks them up. */
export const toMedical = (row: MedicalRow): MedicalAssistance => ({
  id: row.id,
  staff: toRequestStaff(row),
  amount: moneyText(row.amount),
  reason: row.reason,
  documents: row.documentKeys.map((key) => ({ key, name: key, mimeType: '', url: `/api/system/media/${key}` })),
  status: row.status,
  paid: row.paid ? 'PAID' : 'UNPAID',
  issuedAt: row.issuedAt?.toISOString() ?? null,
  decisionNote: row.decisionNote,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The items' documents, looked up in one query for a whole page; a document no longer stored is left out. */
export async function withDocuments(db: Db, items: MedicalAssistance[]): Promise<MedicalAssistance[]> {
  const files = new Map((await mediaByKeys(db, [...new Set(items.flatMap((i) => i.documents.map((d) => d.key)))])).map((m) => [m.key, m]));
  return items.map((item) => ({
    ...item,
    documents: item.documents.flatMap(({ key, url }) => {
      const file = files.get(key);
      return file ? [{ key, name: file.name, mimeType: file.mimeType, url }] : [];
    }),
  }));
}

export const medicalRecord = defineWorkflowRecord({
  resource: 'medical-assistance',
  label: 'medical assistance request',
  table: medicalAssistanceRequests,
  workflow: medicalAssistanceWorkflow,
  owner: medicalAssistanceRequests.staffId,
  rows: medicalRows,
  toItems: (db, rows) => withDocuments(db, rows.map(toMedical)),
  effects: { disburse },
  notify: requestNotices({
    entity: 'medical-assistance',
    label: 'medical assistance request',
    describe: (row: MedicalRow) => formatNaira(row.amount),
    decisions: { approve: 'approved', decline: 'declined', disburse: 'paid out' },
  }),
});
