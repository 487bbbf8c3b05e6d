// Changing the profile photo: check the file here, upload it (with progress), then save its URL on the profile.
import { isApiError } from '@crewbase/api-client';
import { useUpdateStaffProfile, useUploadMedia } from '@crewbase/data-access-account';
import { useState } from 'react';
import { avatarFileProblem } from './avatar-file-problem';

const UNEXPECTED = 'Your photo could not be saved. Try again in a moment.';

export function useChangeAvatar() {
  const media = useUploadMedia();
  const updateProfile = useUpdateStaffProfile();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const changeAvatar = async (file: File) => {
    setError(null);
    setSaved(false);
    const problem = avatarFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      const upload = await media.upload(file);
      await updateProfile.mutateAsync({ avatar: upload.url });
      setSaved(true);
    } catch (failure) {
      setError(isApiError(failure) ? (failure.fieldErrors().file ?? failure.message) : UNEXPECTED);
    }
  };

  // While the new URL is being saved the upload is done: keep the bar full so the control stays busy.
  const progress = updateProfile.isPending ? 1 : media.progress;

  return { changeAvatar, progress, error, saved };
}
