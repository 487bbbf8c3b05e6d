// /admin/inventory/issuance/flag/{id}/{locationId}: flag an issued item at its location. Damaged or faulty opens a
// maintenance request (with its priority and what is wrong); lost records the loss on the ledger.
import { inventoryQueries, useInventoryActions } from '@crewbase/data-access-inventory';
import { flagConditionSchema, maintenancePrioritySchema, type IssuanceDetail } from '@crewbase/domain';
import { FormRadioGroup, FormSelect, FormTextarea } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { generatePath, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../app/paths';
import { RecordLoader } from '../performance/record-loader';
import { RequestFormCard } from '../requests/request-form-card';
import { placeSubmitProblem } from '../requests/submit-problem';

const conditionLabels = { DAMAGED: 'Damaged', FAULTY: 'Faulty', LOST: 'Lost' } as const;
const flagFormSchema = z.object({
  condition: z.union([flagConditionSchema, z.literal('')]).refine((value) => value !== '', 'Choose damaged, faulty or lost.'),
  priority: maintenancePrioritySchema,
  description: z.string().trim().min(3, 'Say what is wrong in at least 3 characters.').max(1000, 'Use at most 1000 characters.'),
});
type FlagForm = z.input<typeof flagFormSchema>;

export function IssuanceFlagScreen() {
  const { id = '' } = useParams();
  const issuance = useQuery(inventoryQueries.issuance(id));
  return (
    <RecordLoader query={issuance} what="this issued item" backTo={{ label: 'Back to issued items', to: paths.inventoryIssuance }}>
      {(data) => <IssuanceFlagView key={data.id} issuance={data} />}
    </RecordLoader>
  );
}

function IssuanceFlagView({ issuance }: { issuance: IssuanceDetail }) {
  const navigate = useNavigate();
  const { locationId = '' } = useParams();
  const { flagIssuance } = useInventoryActions();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<FlagForm>({
    resolver: zodResolver(flagFormSchema),
    defaultValues: { condition: '', priority: 'Medium', description: '' },
  });
  const condition = useWatch({ control, name: 'condition' });
  const where = issuance.location?.id === locationId ? issuance.location.name : 'its location';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await flagIssuance.mutateAsync({
        id: issuance.id,
        locationId,
        input: { condition: values.condition as 'DAMAGED' | 'FAULTY' | 'LOST', priority: values.priority, description: values.description },
      });
      if (saved.status === 'FLAGGED' && saved.maintenanceRequestId) {
        navigate(generatePath(paths.inventoryMaintainDetail, { id: saved.maintenanceRequestId }), {
          replace: true,
          state: { notice: `${issuance.stockItem.name} flagged ${conditionLabels[values.condition as 'DAMAGED'].toLowerCase()}: a maintenance request is open.` },
        });
      } else {
        navigate(generatePath(paths.inventoryIssuanceDetail, { id: issuance.id }), { replace: true, state: { notice: `${issuance.stockItem.name} recorded as lost.` } });
      }
    } catch (error) {
      setFormError(placeSubmitProblem(error, setError, ['condition', 'priority', 'description']));
    }
  });

  return (
    <RequestFormCard
      title={`Flag ${issuance.stockItem.name}`}
      intro={`${issuance.quantity} × ${issuance.stockItem.name} at ${where}.`}
      onSubmit={onSubmit}
      submitLabel={condition === 'LOST' ? 'Record the loss' : 'Flag for maintenance'}
      submitting={flagIssuance.isPending}
      formError={formError}
      readOnly={issuance.status !== 'ISSUED'}
      cancelTo={generatePath(paths.inventoryIssuanceDetail, { id: issuance.id })}
    >
      {issuance.status !== 'ISSUED' && <Alert severity="info">Only an item still issued can be flagged.</Alert>}
      <FormRadioGroup control={control} name="condition" label="What happened" options={flagConditionSchema.options.map((value) => ({ value, label: conditionLabels[value] }))} row />
      {condition !== 'LOST' && (
        <FormSelect control={control} name="priority" label="Priority" required options={maintenancePrioritySchema.options.map((value) => ({ value, label: value }))} />
      )}
      <FormTextarea control={control} name="description" label={condition === 'LOST' ? 'How it was lost' : 'What is wrong'} required minRows={3} />
      {condition === 'LOST' && <Typography color="text.secondary">A loss is recorded on the ledger; the item does not come back into stock.</Typography>}
    </RequestFormCard>
  );
}
