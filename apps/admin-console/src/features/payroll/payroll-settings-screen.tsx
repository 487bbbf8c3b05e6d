// /admin/payroll/settings: tax bands by effective date, optional pension and housing-fund rates, the pay day, the days
// a month is divided by where a day rate is derived, and the working days. The seeded values are labelled as an
// example until someone saves their own. Problems are said beside their fields, in the API's words.
import { isApiError } from '@crewbase/api-client';
import { payrollQueries, useSavePayrollSettings } from '@crewbase/data-access-payroll';
import { weekdaySchema, type PayrollSettings } from '@crewbase/domain';
import { formatDate, FormDatePicker, FormTextField } from '@crewbase/ui';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, type Control, type FieldPath } from 'react-hook-form';
import { paths } from '../../app/paths';
import { useAdminCan } from '../access/use-can';
import { RecordLoader } from '../performance/record-loader';
import { checkSettings, settingsToValues, type PayrollSettingsValues } from './payroll-settings-form';

export function PayrollSettingsScreen() {
  const settings = useQuery(payrollQueries.settings());
  return (
    <RecordLoader query={settings} what="the payroll settings" backTo={{ label: 'Back to payroll', to: paths.payroll }}>
      {(data) => <PayrollSettingsForm key={data.updatedAt} settings={data} />}
    </RecordLoader>
  );
}

const dayNames: Record<string, string> = { monday: 'Mon', tuesday: 'Tue', wednesday: 'Wed', thursday: 'Thu', friday: 'Fri', saturday: 'Sat', sunday: 'Sun' };

function BandSet({ control, index, onRemove, readOnly }: { control: Control<PayrollSettingsValues>; index: number; onRemove: () => void; readOnly: boolean }) {
  const bands = useFieldArray({ control, name: `taxBandSets.${index}.bands` });
  return (
    <Card variant="outlined" component="fieldset" aria-label={`Tax band set ${index + 1}`} sx={{ p: 0, m: 0 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' }, mb: 2 }}>
          <FormDatePicker control={control} name={`taxBandSets.${index}.effectiveFrom`} label="Effective from" required readOnly={readOnly} />
          {!readOnly && (
            <Button variant="text" color="error" onClick={onRemove} startIcon={<DeleteIcon aria-hidden />}>
              Remove this band set
            </Button>
          )}
        </Stack>
        <Stack spacing={1.5}>
          {bands.fields.map((band, bandIndex) => (
            <Stack key={band.id} direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }} role="group" aria-label={`Band ${bandIndex + 1}`}>
              <FormTextField control={control} name={`taxBandSets.${index}.bands.${bandIndex}.from`} label="From (₦ a month)" inputMode="decimal" slotProps={{ htmlInput: { readOnly } }} />
              <FormTextField control={control} name={`taxBandSets.${index}.bands.${bandIndex}.to`} label="Up to (₦; blank for no limit)" inputMode="decimal" slotProps={{ htmlInput: { readOnly } }} />
              <FormTextField control={control} name={`taxBandSets.${index}.bands.${bandIndex}.ratePercent`} label="Rate (%)" inputMode="decimal" slotProps={{ htmlInput: { readOnly } }} />
              {!readOnly && (
                <IconButton aria-label={`Remove band ${bandIndex + 1}`} onClick={() => bands.remove(bandIndex)} sx={{ mt: { md: 1 } }}>
                  <DeleteIcon />
                </IconButton>
              )}
            </Stack>
          ))}
          {!readOnly && (
            <div>
              <Button variant="text" startIcon={<AddIcon aria-hidden />} onClick={() => bands.append({ from: '', to: '', ratePercent: '' })}>
                Add a band
              </Button>
            </div>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

export function PayrollSettingsForm({ settings }: { settings: PayrollSettings }) {
  const can = useAdminCan('payroll');
  const readOnly = !can('update');
  const save = useSavePayrollSettings();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const { control, handleSubmit, setError, clearErrors } = useForm<PayrollSettingsValues>({ defaultValues: settingsToValues(settings) });
  const sets = useFieldArray({ control, name: 'taxBandSets' });

  const place = (problems: Record<string, string>) => {
    for (const [path, message] of Object.entries(problems)) setError((path || 'root') as FieldPath<PayrollSettingsValues>, { message });
  };
  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    clearErrors();
    const checked = checkSettings(values);
    if ('problems' in checked) {
      place(checked.problems);
      return setOutcome({ ok: false, message: 'Some settings need changing: see the fields marked below.' });
    }
    try {
      await save.mutateAsync(checked.input);
      setOutcome({ ok: true, message: 'Payroll settings saved. Runs already approved keep what they were calculated with.' });
    } catch (error) {
      if (isApiError(error) && error.status === 400) place(error.fieldErrors());
      setOutcome({ ok: false, message: isApiError(error) ? error.message : 'We could not reach Crewbase. Nothing is saved yet; try again.' });
    }
  });

  return (
    <Stack component="form" aria-label="Payroll settings" noValidate spacing={3} onSubmit={(event) => void submit(event)}>
      {settings.isExample && (
        <Alert severity="info">These are example settings from the demo data. Check them against your own tax bands and rates, then save.</Alert>
      )}
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </Alert>
      )}
      <Box component="section" aria-labelledby="tax-bands-heading">
        <Typography id="tax-bands-heading" variant="h6" component="h2">
          Tax bands
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Monthly taxable pay is taxed band by band. A month uses the latest set effective on or before its last day. Last saved {formatDate(settings.updatedAt, { time: true })}.
        </Typography>
        <Stack spacing={2}>
          {sets.fields.map((set, index) => (
            <BandSet key={set.id} control={control} index={index} onRemove={() => sets.remove(index)} readOnly={readOnly} />
          ))}
          {!readOnly && (
            <div>
              <Button variant="secondary" startIcon={<AddIcon aria-hidden />} onClick={() => sets.append({ effectiveFrom: null, bands: [{ from: '0', to: '', ratePercent: '' }] })}>
                Add a band set
              </Button>
            </div>
          )}
        </Stack>
      </Box>
      <Box component="section" aria-labelledby="pay-rules-heading">
        <Typography id="pay-rules-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
          Deductions and pay day
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <FormTextField control={control} name="pensionRatePercent" label="Pension rate (%)" helperText="Blank for none." inputMode="decimal" slotProps={{ htmlInput: { readOnly } }} />
          <FormTextField control={control} name="housingFundRatePercent" label="Housing fund rate (%)" helperText="Blank for none." inputMode="decimal" slotProps={{ htmlInput: { readOnly } }} />
          <FormTextField control={control} name="payDay" label="Pay day (day of the month)" helperText="A shorter month pays on its last day." inputMode="numeric" slotProps={{ htmlInput: { readOnly } }} />
          <FormTextField control={control} name="dayRateDivisor" label="Days a month is divided by" helperText="Where a day rate is derived from a monthly amount." inputMode="numeric" slotProps={{ htmlInput: { readOnly } }} />
        </Box>
        <Controller
          control={control}
          name="workingDays"
          render={({ field, fieldState }) => (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
              <Typography component="legend" variant="body2" sx={{ mb: 0.5 }}>
                Working days (paid leave and the no-shift rule count these)
              </Typography>
              <FormGroup row>
                {weekdaySchema.options.map((day) => (
                  <FormControlLabel
                    key={day}
                    label={dayNames[day]}
                    control={
                      <Checkbox
                        checked={field.value.includes(day)}
                        disabled={readOnly}
                        onChange={(_event, checked) => field.onChange(checked ? [...field.value, day] : field.value.filter((d) => d !== day))}
                      />
                    }
                  />
                ))}
              </FormGroup>
              {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
            </Box>
          )}
        />
      </Box>
      {!readOnly && (
        <div>
          <Button type="submit" variant="adminPrimary" loading={save.isPending}>
            Save settings
          </Button>
        </div>
      )}
    </Stack>
  );
}
