// The "Medical Assistance" tab of the admin staff profile: that person's requests, paged on the server.
import { medicalQueries } from '@crewbase/data-access-medical';
import { medicalAssistanceEndpoints, medicalAssistanceStatusSchema, type MedicalAssistance } from '@crewbase/domain';
import { type DataTableColumn, StatusChip } from '@crewbase/ui';
import { generatePath } from 'react-router';
import { paths } from '../../app/paths';
import { dateColumn, moneyColumn, statusColumn, statusFilterField } from '../requests/request-columns';
import { StaffHistoryTable } from '../requests/staff-history-table';

const columns: DataTableColumn<MedicalAssistance>[] = [
  moneyColumn('amount', 'Amount'),
  statusColumn(),
  { field: 'paid', headerName: 'Paid', width: 100, sortable: false, renderCell: ({ row }) => <StatusChip status={row.paid} /> },
  dateColumn('createdAt', 'Requested on'),
];

export interface StaffMedicalHistoryTabProps {
  /** The staff record's id (uuid). */
  staffId: string;
}

export function StaffMedicalHistoryTab({ staffId }: StaffMedicalHistoryTabProps) {
  return (
    <StaffHistoryTable<MedicalAssistance>
      staffId={staffId}
      prefix="medical."
      label="Medical assistance history"
      statusField={statusFilterField(medicalAssistanceStatusSchema.options)}
      columns={columns}
      listQuery={medicalQueries.adminList}
      exportList={medicalAssistanceEndpoints.adminList}
      detailPath={(id) => generatePath(paths.medicalDetail, { id })}
      emptyTitle="No medical assistance requested yet"
    />
  );
}
