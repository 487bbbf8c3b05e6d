// "Add New Staff" and the staff edit form: personal details, placement, pay and bank, benefits, driver's licence.
// The domain schema checks it before it is sent; the API's 400/409 messages land beside the fields they name.
import { isApiError } from '@crewbase/api-client';
import { bankQueries, useUploadMedia } from '@crewbase/data-access-account';
import { PICKER_QUERY, settingsQueries } from '@crewbase/data-access-settings';
import { benefitTypeSchema, createStaffInputSchema, updateStaffInputSchema, type CreateStaffInput, type StaffDetail } from '@crewbase/domain';
import { applyFieldErrors, FormFieldRow, FormSelect, FormTextarea, FormTextField } from '@crewbase/ui';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useController, useForm, type FieldErrors, type Resolver } from 'react-hook-form';

export interface StaffFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  gender: string;
  dateOfBirth: string;
  address: string;
  departmentId: string;
  jobTitleId: string;
  locationId: string;
  staffRoleId: string;
  dailySalary: string;
  bankCode: string;
  accountNumber: string;
  benefits: string[];
  driverLicenceNumber: string;
  driverLicenceExpiry: string;
  driverLicenceDocument: string;
  dateJoined: string;
}

export const STAFF_FORM_FIELDS = [
  'firstName', 'lastName', 'email', 'phoneNumber', 'gender', 'dateOfBirth', 'address', 'departmentId', 'jobTitleId',
  'locationId', 'staffRoleId', 'dailySalary', 'bankCode', 'accountNumber', 'benefits', 'driverLicenceNumber',
  'driverLicenceExpiry', 'driverLicenceDocument', 'dateJoined',
] as const satisfies readonly (keyof StaffFormValues)[];

const blank = (v: string) => (v.trim() === '' ? null : v.trim());

/** What the form holds, as the API takes it (blank optional fields become null). */
export function toStaffInput(v: StaffFormValues): CreateStaffInput {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phoneNumber: blank(v.phoneNumber),
    gender: (blank(v.gender) as CreateStaffInput['gender']) ?? null,
    dateOfBirth: blank(v.dateOfBirth),
    address: blank(v.address),
    departmentId: v.departmentId,
    jobTitleId: v.jobTitleId,
    locationId: v.locationId,
    staffRoleId: v.staffRoleId,
    dailySalary: v.dailySalary.trim() === '' ? Number.NaN : Number(v.dailySalary),
    bankCode: v.bankCode,
    accountNumber: v.accountNumber,
    benefits: v.benefits as CreateStaffInput['benefits'],
    driverLicenceNumber: blank(v.driverLicenceNumber),
    driverLicenceExpiry: blank(v.driverLicenceExpiry),
    driverLicenceDocument: blank(v.driverLicenceDocument),
    dateJoined: blank(v.dateJoined),
  };
}

export function staffFormValues(staff?: StaffDetail): StaffFormValues {
  return {
    firstName: staff?.firstName ?? '',
    lastName: staff?.lastName ?? '',
    email: staff?.email ?? '',
    phoneNumber: staff?.phoneNumber ?? '',
    gender: staff?.gender ?? '',
    dateOfBirth: staff?.dateOfBirth ?? '',
    address: staff?.address ?? '',
    departmentId: staff?.department?.id ?? '',
    jobTitleId: staff?.jobTitle?.id ?? '',
    locationId: staff?.location?.id ?? '',
    staffRoleId: staff?.staffRole?.id ?? '',
    dailySalary: staff?.dailySalary != null ? String(staff.dailySalary) : '',
    bankCode: staff?.bank?.code ?? '',
    accountNumber: staff?.accountNumber ?? '',
    benefits: staff?.benefits ?? [],
    driverLicenceNumber: staff?.driverLicence?.number ?? '',
    driverLicenceExpiry: staff?.driverLicence?.expiry ?? '',
    driverLicenceDocument: staff?.driverLicence?.document?.key ?? '',
    dateJoined: staff?.dateJoined ?? '',
  };
}

/** Runs the domain schema on what the form holds; the first message per field shows beside it. */
const resolverFor =
  (mode: 'create' | 'edit'): Resolver<StaffFormValues> =>
  async (values) => {
    const schema = mode === 'create' ? createStaffInputSchema : updateStaffInputSchema;
    const parsed = schema.safeParse(toStaffInput(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !errors[field]) errors[field] = { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<StaffFormValues> };
  };

export interface StaffFormProps {
  mode: 'create' | 'edit';
  staff?: StaffDetail;
  submitLabel: string;
  /** Sends the input; rejects with the ApiError the form spreads over its fields. */
  onSubmit: (input: CreateStaffInput) => Promise<unknown>;
  onCancel: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

export function StaffForm({ mode, staff, submitLabel, onSubmit, onCancel }: StaffFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, formState } = useForm<StaffFormValues>({
    resolver: resolverFor(mode),
    defaultValues: staffFormValues(staff),
  });

  const departments = useQuery(settingsQueries.departments.list(PICKER_QUERY));
  const jobTitles = useQuery(settingsQueries.jobTitles.list(PICKER_QUERY));
  const locations = useQuery(settingsQueries.locations.list(PICKER_QUERY));
  const staffRoles = useQuery(settingsQueries.staffRoles.list(PICKER_QUERY));
  const banks = useQuery(bankQueries.list());
  const options = (rows?: { id: string; name: string }[]) => (rows ?? []).map((r) => ({ value: r.id, label: r.name }));
  const pickerProblem = [departments, jobTitles, locations, staffRoles, banks].find((q) => q.isError);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(toStaffInput(values));
    } catch (error) {
      if (!isApiError(error)) {
        setFormError('We could not reach Crewbase. Nothing was saved yet; try again.');
        return;
      }
      const placed = applyFieldErrors(setError, error.fieldErrors(), STAFF_FORM_FIELDS);
      if (placed === 0) setFormError(error.message);
    }
  });

  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Stack component="form" noValidate spacing={4} onSubmit={submit} aria-label={mode === 'create' ? 'Add New Staff' : 'Edit staff'}>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          {pickerProblem && (
            <Alert severity="warning">Some choices could not be loaded ({pickerProblem.error?.message}). Reload the page to try again.</Alert>
          )}
          <Section title="Personal details">
            <FormFieldRow>
              <FormTextField control={control} name="firstName" label="First name" required autoComplete="off" />
              <FormTextField control={control} name="lastName" label="Last name" required autoComplete="off" />
            </FormFieldRow>
            <FormFieldRow>
              <FormTextField control={control} name="email" label="Email" type="email" required autoComplete="off" />
              <FormTextField control={control} name="phoneNumber" label="Phone number" type="tel" autoComplete="off" />
            </FormFieldRow>
            <FormFieldRow>
              <FormSelect
                control={control}
                name="gender"
                label="Gender"
                emptyOptionLabel="Not given"
                options={[
                  { value: 'Female', label: 'Female' },
                  { value: 'Male', label: 'Male' },
                ]}
              />
              <FormTextField control={control} name="dateOfBirth" label="Date of birth" type="date" slotProps={{ inputLabel: { shrink: true } }} />
            </FormFieldRow>
            <FormTextarea control={control} name="address" label="Address" minRows={2} />
          </Section>

          <Section title="Placement">
            <FormFieldRow>
              <FormSelect control={control} name="departmentId" label="Department" required options={options(departments.data?.data)} />
              <FormSelect control={control} name="jobTitleId" label="Job title" required options={options(jobTitles.data?.data)} />
            </FormFieldRow>
            <FormFieldRow>
              <FormSelect control={control} name="locationId" label="Location" required options={options(locations.data?.data)} />
              <FormSelect control={control} name="staffRoleId" label="Staff role" required options={options(staffRoles.data?.data)} />
            </FormFieldRow>
            <FormFieldRow>
              <FormTextField control={control} name="dateJoined" label="Start date" type="date" slotProps={{ inputLabel: { shrink: true } }} />
              <Box />
            </FormFieldRow>
          </Section>

          <Section title="Pay and bank">
            <FormFieldRow>
              <FormTextField control={control} name="dailySalary" label="Daily salary (₦)" required inputMode="decimal" />
              <FormSelect
                control={control}
                name="bankCode"
                label="Bank"
                required
                options={(banks.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
              />
            </FormFieldRow>
            <FormFieldRow>
              <FormTextField control={control} name="accountNumber" label="Account number" required inputMode="numeric" helperText="10 digits" />
              <Box />
            </FormFieldRow>
          </Section>

          <Section title="Benefits">
            <BenefitsField control={control} />
          </Section>

          <Section title="Driver's licence">
            <FormFieldRow>
              <FormTextField control={control} name="driverLicenceNumber" label="Licence number" autoComplete="off" />
              <FormTextField
                control={control}
                name="driverLicenceExpiry"
                label="Licence expiry"
                type="date"
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </FormFieldRow>
            <LicenceDocumentField
              control={control}
              current={staff?.driverLicence?.document?.name}
              onUploaded={(key) => setValue('driverLicenceDocument', key, { shouldDirty: true })}
            />
          </Section>

          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" variant="adminPrimary" loading={formState.isSubmitting}>
              {submitLabel}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

function BenefitsField({ control }: { control: ReturnType<typeof useForm<StaffFormValues>>['control'] }) {
  const { field, fieldState } = useController({ control, name: 'benefits' });
  const labelId = useId();
  const toggle = (benefit: string, on: boolean) =>
    field.onChange(on ? [...field.value, benefit] : field.value.filter((b) => b !== benefit));
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)}>
      <FormLabel component="legend" id={labelId}>
        Benefits the person receives
      </FormLabel>
      <FormGroup row aria-labelledby={labelId}>
        {benefitTypeSchema.options.map((benefit) => (
          <FormControlLabel
            key={benefit}
            label={benefit}
            control={<Checkbox checked={field.value.includes(benefit)} onChange={(e) => toggle(benefit, e.target.checked)} />}
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

const LICENCE_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

function LicenceDocumentField({
  control,
  current,
  onUploaded,
}: {
  control: ReturnType<typeof useForm<StaffFormValues>>['control'];
  current?: string;
  onUploaded: (key: string) => void;
}) {
  const { fieldState } = useController({ control, name: 'driverLicenceDocument' });
  const media = useUploadMedia();
  const [name, setName] = useState<string | undefined>(current);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const message = problem ?? fieldState.error?.message;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    try {
      const uploaded = await media.upload(file);
      setName(uploaded.name);
      onUploaded(uploaded.key);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The file did not upload. Try again.');
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" htmlFor={inputId} variant="secondary" startIcon={<UploadFileIcon />} disabled={media.isUploading}>
          {name ? 'Replace licence document' : 'Upload licence document'}
          <input
            id={inputId}
            hidden
            type="file"
            accept={LICENCE_ACCEPT}
            aria-label="Licence document"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {name ?? 'PDF or image, up to 5 MB'}
        </Typography>
      </Stack>
      {media.progress !== null && <LinearProgress variant="determinate" value={media.progress * 100} aria-label="Uploading the licence document" />}
      {message && (
        <Typography variant="body2" color="error" role="alert">
          {message}
        </Typography>
      )}
    </Stack>
  );
}
