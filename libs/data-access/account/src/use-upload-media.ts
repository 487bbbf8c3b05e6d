import { systemApi } from '@crewbase/api-client';
import type { MediaUpload } from '@crewbase/domain';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

export interface UploadMedia {
  /** Uploads one file; rejects with an ApiError (413, 400, ...) the screen can show beside the field. */
  upload: (file: Blob) => Promise<MediaUpload>;
  /** 0..1 while a file is on its way, null otherwise. */
  progress: number | null;
  isUploading: boolean;
  error: Error | null;
  /** The last uploaded file. */
  uploaded: MediaUpload | undefined;
  reset: () => void;
}

/** POST system/media-upload with progress, for avatars and documents. */
export function useUploadMedia(): UploadMedia {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: Blob) => {
      setProgress(0);
      return systemApi.uploadMedia(file, { onProgress: setProgress });
    },
    onSettled: () => setProgress(null),
  });
  const { reset: resetMutation } = mutation;
  const reset = useCallback(() => {
    resetMutation();
    setProgress(null);
  }, [resetMutation]);
  return {
    upload: mutation.mutateAsync,
    progress,
    isUploading: mutation.isPending,
    error: mutation.error,
    uploaded: mutation.data,
    reset,
  };
}
