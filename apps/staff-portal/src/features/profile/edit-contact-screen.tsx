// /staff/profile/edit: the details a staff member keeps up to date themselves, taking effect at once: phone number,
// address and next of kin. The server's refusals (a phone number another person has) show beside their field.
import { accountQueries, useUpdateStaffProfile } from '@crewbase/data-access-account';
import type { StaffProfile } from '@crewbase/domain';
import { ErrorState, FormTextField, PageSpinner } from '@crewbase/ui';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '../../app/apply-server-errors';
import { paths } from '../../app/paths';
import { RequestFormFrame } from '../requests/request-form-frame';

interface ContactFields {
  phoneNumber: string;
  address: string;
  nextOfKinName: string;
  nextOfKinRelationship: string;
  nextOfKinPhone: string;
}
const FIELDS = ['phoneNumber', 'address', 'nextOfKinName', 'nextOfKinRelationship', 'nextOfKinPhone'] as const;
const PHONE = /^\+?[0-9 ()-]{6,32}$/;
const phoneRule = { validate: (v: string) => v.trim() === '' || PHONE.test(v.trim()) || 'Enter a valid phone number' };

export function EditContactScreen() {
  const profile = useQuery(accountQueries.staffProfile());
  if (profile.isPending) return <PageSpinner label="Loading your details" />;
  if (profile.isError) return <ErrorState title="We could not load your details" message={profile.error.message} onRetry={() => void profile.refetch()} />;
  return <EditContactForm profile={profile.data} />;
}

function EditContactForm({ profile }: { profile: StaffProfile }) {
  const navigate = useNavigate();
  const update = useUpdateStaffProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ContactFields>({
    defaultValues: {
      phoneNumber: profile.phoneNumber ?? '',
      address: profile.address ?? '',
      nextOfKinName: profile.nextOfKin.name ?? '',
      nextOfKinRelationship: profile.nextOfKin.relationship ?? '',
      nextOfKinPhone: profile.nextOfKin.phoneNumber ?? '',
    },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync({
        phoneNumber: values.phoneNumber.trim(),
        address: values.address.trim(),
        nextOfKinName: values.nextOfKinName.trim(),
        nextOfKinRelationship: values.nextOfKinRelationship.trim(),
        nextOfKinPhone: values.nextOfKinPhone.trim(),
      });
      navigate(paths.profile, { state: { notice: 'Your contact details have been saved.' } });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <RequestFormFrame onSubmit={submit} submitLabel="Save details" cancelTo={paths.profile} formError={formError} submitting={formState.isSubmitting}>
      <Typography color="text.secondary">These change at once. Your HR team sees the old and new values in the record.</Typography>
      <FormTextField control={control} name="phoneNumber" label="Phone number" rules={phoneRule} slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }} />
      <FormTextField control={control} name="address" label="Address" multiline minRows={2} rules={{ maxLength: { value: 300, message: 'Use at most 300 characters' } }} />
      <Typography component="h2" variant="h5">
        Next of kin
      </Typography>
      <FormTextField control={control} name="nextOfKinName" label="Name" rules={{ maxLength: { value: 120, message: 'Use at most 120 characters' } }} />
      <FormTextField control={control} name="nextOfKinRelationship" label="Relationship" helperText="For example: sister, husband, father." rules={{ maxLength: { value: 60, message: 'Use at most 60 characters' } }} />
      <FormTextField control={control} name="nextOfKinPhone" label="Their phone number" rules={phoneRule} slotProps={{ htmlInput: { inputMode: 'tel' } }} />
    </RequestFormFrame>
  );
}
