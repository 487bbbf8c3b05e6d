// /admin/update-profile: the signed-in admin changes their name, phone number and photo.
import { isApiError } from '@crewbase/api-client';
import { accountQueries, useMediaUrl, useUpdateAdminProfile, useUploadMedia } from '@crewbase/data-access-account';
import { updateAdminProfileInputSchema, type AdminProfile } from '@crewbase/domain';
import { applyFieldErrors, AvatarUpload, ErrorState, FormFieldRow, FormTextField } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { AVATAR_ACCEPT, avatarFileProblem } from './avatar-file-problem';
import { profileUpdatedState } from './profile-notice';

const FIELDS = ['firstName', 'lastName', 'phoneNumber'] as const;

function UpdateProfileForm({ profile }: { profile: AdminProfile }) {
  const navigate = useNavigate();
  const location = useLocation();
  const updateProfile = useUpdateAdminProfile();
  const media = useUploadMedia();
  const [avatar, setAvatar] = useState<string | null>(profile.avatar);
  const avatarSrc = useMediaUrl(avatar);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(updateAdminProfileInputSchema),
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, phoneNumber: profile.phoneNumber ?? '' },
  });

  const choosePhoto = async (file: File) => {
    const problem = avatarFileProblem(file);
    setAvatarError(problem);
    if (problem) return;
    setUploading(true);
    try {
      const uploaded = await media.upload(file);
      setAvatar(uploaded.url);
    } catch (error) {
      setAvatarError(isApiError(error) ? error.message : 'The photo did not upload. Try again.');
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await updateProfile.mutateAsync({ ...values, avatar });
      navigate(paths.profile, { state: profileUpdatedState });
    } catch (error) {
      if (!isApiError(error)) {
        setFormError('We could not reach Crewbase. Your changes are not saved yet; try again.');
        return;
      }
      const messages = error.fieldErrors();
      const placed = applyFieldErrors(setError, messages, FIELDS);
      const avatarMessage = messages.avatar;
      if (avatarMessage) setAvatarError(avatarMessage);
      if (placed === 0 && !avatarMessage) setFormError(error.message);
    }
  });

  // Back where the person came from; straight to the profile when this screen was opened directly.
  const cancel = () => (location.key === 'default' ? navigate(paths.profile) : navigate(-1));

  return (
    <Card variant="outlined" sx={{ maxWidth: 720 }}>
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} aria-label="Edit profile">
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <AvatarUpload
            src={avatarSrc}
            name={profile.fullName}
            progress={uploading ? media.progress : null}
            onFileSelected={(file: File) => void choosePhoto(file)}
            error={avatarError}
            accept={AVATAR_ACCEPT}
          />
          <FormFieldRow>
            <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" fullWidth />
            <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" fullWidth />
          </FormFieldRow>
          <FormTextField control={control} name="phoneNumber" label="Phone number" type="tel" autoComplete="tel" fullWidth />
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="secondary" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" variant="adminPrimary" loading={updateProfile.isPending} disabled={uploading}>
              Save changes
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

export function UpdateProfileScreen() {
  const profile = useQuery(accountQueries.adminProfile());
  if (profile.isPending) {
    return <Skeleton variant="rounded" height={420} sx={{ maxWidth: 720 }} role="status" aria-label="Loading your profile" />;
  }
  if (profile.isError) {
    return (
      <ErrorState
        title="We could not load your profile"
        message="Check your connection and try again."
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return <UpdateProfileForm profile={profile.data} />;
}
