// Create or edit one settings record. The domain schema checks it first; the API's 409 "name taken" and other
// field refusals appear beside the field.
import { isApiError } from '@crewbase/api-client';
import { PICKER_QUERY, settingsQueries, useSettingsMutations } from '@crewbase/data-access-settings';
import { applyFieldErrors, FormSelect, FormTextField, FormTextarea, PageSpinner } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { generatePath, useNavigate, useParams } from 'react-router';
import { QueryErrorState } from '../access/query-error-state';
import { settingsAreas, type AreaField, type AreaKey } from './settings-areas';

type Values = Record<AreaField, string>;

export function SettingsFormScreen({ areaKey, mode }: { areaKey: AreaKey; mode: 'create' | 'edit' }) {
  const area = settingsAreas[areaKey];
  const { id = '' } = useParams();
  const record = useQuery({ ...area.queries.detail(id), enabled: mode === 'edit' });
  if (mode === 'edit' && record.isPending) return <PageSpinner />;
  if (mode === 'edit' && record.isError) {
    return <QueryErrorState error={record.error} onRetry={() => void record.refetch()} what={`this ${area.singular.toLowerCase()}`} />;
  }
  const data = record.data as unknown as (Record<string, unknown> & { department?: { id: string } | null }) | undefined;
  const defaults: Values = {
    name: String(data?.name ?? ''),
    description: String(data?.description ?? ''),
    departmentId: data?.department?.id ?? '',
    address: String(data?.address ?? ''),
    city: String(data?.city ?? ''),
  };
  return <SettingsForm key={id} areaKey={areaKey} mode={mode} id={id} defaults={defaults} />;
}

function SettingsForm({ areaKey, mode, id, defaults }: { areaKey: AreaKey; mode: 'create' | 'edit'; id: string; defaults: Values }) {
  const area = settingsAreas[areaKey];
  const navigate = useNavigate();
  const { create, update } = useSettingsMutations(area.key);
  const departments = useQuery({ ...settingsQueries.departments.list(PICKER_QUERY), enabled: area.fields.includes('departmentId') });
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<Values, unknown, Record<string, unknown>>({
    resolver: zodResolver(area.schema) as never,
    defaultValues: defaults,
  });
  const has = (field: AreaField) => area.fields.includes(field);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const input = Object.fromEntries(area.fields.map((f) => [f, values[f] === '' ? null : values[f]]));
    try {
      const saved = (mode === 'create'
        ? await create.mutateAsync(input as never)
        : await update.mutateAsync({ id, input: input as never })) as { id: string; name: string };
      const notice = mode === 'create' ? `${saved.name} was added.` : 'Changes saved.';
      navigate(generatePath(area.detailPath, { id: saved.id }), { state: { notice } });
    } catch (error) {
      if (!isApiError(error)) return setFormError('We could not reach Crewbase. Nothing was saved yet; try again.');
      if (applyFieldErrors(setError, error.fieldErrors(), area.fields) === 0) setFormError(error.message);
    }
  });

  return (
    <Card variant="outlined" sx={{ maxWidth: 720 }}>
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          onSubmit={submit}
          aria-label={`${mode === 'create' ? 'Add' : 'Edit'} ${area.singular.toLowerCase()}`}
        >
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          {has('name') && <FormTextField control={control} name="name" label="Name" required />}
          {has('departmentId') && (
            <FormSelect
              control={control}
              name="departmentId"
              label="Department"
              emptyOptionLabel="No department"
              options={(departments.data?.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
            />
          )}
          {has('city') && <FormTextField control={control} name="city" label="City" />}
          {has('address') && <FormTextarea control={control} name="address" label="Address" minRows={2} />}
          {has('description') && <FormTextarea control={control} name="description" label="Description" minRows={3} />}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="secondary" onClick={() => navigate(-1)}>
              Cancel
            </Button>
            <Button type="submit" variant="adminPrimary" loading={formState.isSubmitting}>
              {mode === 'create' ? `Add ${area.singular.toLowerCase()}` : 'Save changes'}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
