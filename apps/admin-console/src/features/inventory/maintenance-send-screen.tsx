// /admin/inventory/maintain/{id}/send: send a flagged item to a vendor for maintenance, with the date it is expected
// back (past it, the request shows Overdue).
import { inventoryQueries, useInventoryActions } from '@crewbase/data-access-inventory';
import type { MaintenanceRequestDetail } from '@crewbase/domain';
import { FormDatePicker, FormSelect, FormTextarea } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { generatePath, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../app/paths';
import { dayField } from '../performance/form-fields';
import { RecordLoader } from '../performance/record-loader';
import { RequestFormCard } from '../requests/request-form-card';
import { placeSubmitProblem } from '../requests/submit-problem';
import { useVendorOptions } from './inventory-options';

const sendFormSchema = z.object({
  vendorId: z.string().min(1, 'Choose the vendor.'),
  expectedReturnDate: dayField('Choose the date it is expected back.'),
  note: z.string().trim().max(500, 'Use at most 500 characters.'),
});
type SendForm = z.input<typeof sendFormSchema>;

export function MaintenanceSendScreen() {
  const { id = '' } = useParams();
  const request = useQuery(inventoryQueries.maintenance(id));
  return (
    <RecordLoader query={request} what="this maintenance request" backTo={{ label: 'Back to maintenance requests', to: paths.inventoryMaintain }}>
      {(data) => <MaintenanceSendView key={data.id} request={data} />}
    </RecordLoader>
  );
}

function MaintenanceSendView({ request }: { request: MaintenanceRequestDetail }) {
  const navigate = useNavigate();
  const { sendForMaintenance } = useInventoryActions();
  const vendors = useVendorOptions();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<SendForm>({
    resolver: zodResolver(sendFormSchema),
    defaultValues: { vendorId: '', expectedReturnDate: null, note: '' },
  });
  const back = generatePath(paths.inventoryMaintainDetail, { id: request.id });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await sendForMaintenance.mutateAsync({
        id: request.id,
        input: { vendorId: values.vendorId, expectedReturnDate: (values.expectedReturnDate as Dayjs).format('YYYY-MM-DD'), ...(values.note.trim() ? { note: values.note.trim() } : {}) },
      });
      navigate(back, { replace: true, state: { notice: `${request.item.name} sent to ${saved.vendor?.name ?? 'the vendor'} for maintenance.` } });
    } catch (error) {
      setFormError(placeSubmitProblem(error, setError, ['vendorId', 'expectedReturnDate', 'note']));
    }
  });

  return (
    <RequestFormCard
      title="Send for maintenance"
      intro={`${request.item.name}, ${request.priority.toLowerCase()} priority: ${request.description}`}
      onSubmit={onSubmit}
      submitLabel="Send for maintenance"
      submitting={sendForMaintenance.isPending}
      formError={formError}
      readOnly={request.status !== 'PENDING'}
      cancelTo={back}
    >
      {request.status !== 'PENDING' && <Alert severity="info">This item has been sent for maintenance already.</Alert>}
      <FormSelect control={control} name="vendorId" label="Vendor" required options={vendors.options} helperText={vendors.loadError} />
      <FormDatePicker control={control} name="expectedReturnDate" label="Expected back on" required minDate={dayjs()} />
      <FormTextarea control={control} name="note" label="Note" minRows={2} />
      <Typography variant="body2" color="text.secondary">
        Past this date the request shows as overdue.
      </Typography>
    </RequestFormCard>
  );
}
