// Checks a chosen photo before uploading it, with the limits the API enforces (spec: media upload), so a wrong
// file is refused at once instead of after the upload.
import { MEDIA_UPLOAD_MAX_BYTES, MEDIA_UPLOAD_TYPES } from '@crewbase/domain';

const IMAGE_TYPES = MEDIA_UPLOAD_TYPES.filter((type) => type.startsWith('image/'));
const MAX_MEGABYTES = MEDIA_UPLOAD_MAX_BYTES / (1024 * 1024);

export const AVATAR_ACCEPT = IMAGE_TYPES.join(',');

/** What is wrong with the file as a profile photo, or null when it may be uploaded. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG, WebP or GIF image.';
  }
  if (file.size > MEDIA_UPLOAD_MAX_BYTES) return `Choose an image of at most ${MAX_MEGABYTES} MB.`;
  return null;
}
