// /admin/inventory/issuance/{id}/update: where an issued item went (location, staff member) and its note. Its
// quantity is the ledger's: return it and issue again to change that.
import { inventoryQueries, useInventoryMutations } from '@crewbase/data-access-inventory';
import type { IssuanceDetail } from '@crewbase/domain';
import { FormSelect, FormTextarea } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { generatePath, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../app/paths';
import { useCan } from '../access/use-can';
import type { StaffOption } from '../people-pickers/staff-picker';
import { StaffPicker } from '../people-pickers/staff-picker';
import { RecordLoader } from '../performance/record-loader';
import { RequestFormCard } from '../requests/request-form-card';
import { placeSubmitProblem } from '../requests/submit-problem';
import { useLocationOptions } from './inventory-options';

const updateFormSchema = z
  .object({ locationId: z.string(), staff: z.custom<StaffOption | null>(), note: z.string().trim().max(500, 'Use at most 500 characters.') })
  .superRefine((values, ctx) => {
    if (!values.locationId && !values.staff) ctx.addIssue({ code: 'custom', path: ['locationId'], message: 'Choose a location or a staff member.' });
  });
type UpdateForm = z.input<typeof updateFormSchema>;

export function IssuanceUpdateScreen() {
  const { id = '' } = useParams();
  const issuance = useQuery(inventoryQueries.issuance(id));
  return (
    <RecordLoader query={issuance} what="this issued item" backTo={{ label: 'Back to issued items', to: paths.inventoryIssuance }}>
      {(data) => <IssuanceUpdateView key={data.id} issuance={data} />}
    </RecordLoader>
  );
}

function IssuanceUpdateView({ issuance }: { issuance: IssuanceDetail }) {
  const navigate = useNavigate();
  const can = useCan();
  const { update } = useInventoryMutations('issuance');
  const locations = useLocationOptions();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<UpdateForm>({
    resolver: zodResolver(updateFormSchema),
    defaultValues: { locationId: issuance.location?.id ?? '', staff: issuance.staff ?? null, note: issuance.note ?? '' },
  });
  const locked = issuance.status !== 'ISSUED';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync({ id: issuance.id, input: { locationId: values.locationId || null, staffId: values.staff?.id ?? null, note: values.note.trim() || null } });
      navigate(generatePath(paths.inventoryIssuanceDetail, { id: issuance.id }), { replace: true, state: { notice: 'Issue saved.' } });
    } catch (error) {
      setFormError(placeSubmitProblem(error, setError, ['locationId', 'staff', 'note']));
    }
  });

  return (
    <RequestFormCard
      title="Edit issue"
      onSubmit={onSubmit}
      submitLabel="Save"
      submitting={update.isPending}
      formError={formError}
      readOnly={locked}
      cancelTo={generatePath(paths.inventoryIssuanceDetail, { id: issuance.id })}
    >
      {locked && <Alert severity="info">Only an item still issued can be changed.</Alert>}
      <Typography>
        {issuance.quantity} × {issuance.stockItem.name}
      </Typography>
      <FormSelect control={control} name="locationId" label="Location" options={locations.options} emptyOptionLabel="No location" helperText={locations.loadError} />
      {can('staff', 'read') && (
        <Controller
          control={control}
          name="staff"
          render={({ field, fieldState }) => (
            <StaffPicker name={field.name} label="Staff member (optional)" value={field.value ?? null} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      )}
      <FormTextarea control={control} name="note" label="Note" minRows={2} />
    </RequestFormCard>
  );
}
