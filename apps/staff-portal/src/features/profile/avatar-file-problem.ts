// Checks a chosen photo before uploading it, with the same limits the API enforces (MEDIA_UPLOAD_TYPES,
// MEDIA_UPLOAD_MAX_BYTES), so a person hears about a wrong file at once instead of after a slow upload.
import { MEDIA_UPLOAD_MAX_BYTES, MEDIA_UPLOAD_TYPES } from '@crewbase/domain';

/** A profile photo is an image: the upload endpoint's image types, not its PDF. */
export const AVATAR_TYPES: readonly string[] = MEDIA_UPLOAD_TYPES.filter((type) => type.startsWith('image/'));

// A file just over the limit must not read as exactly the limit: sizes round up, the limit down.
const megabytes = (bytes: number, round: (n: number) => number) => `${round((bytes / (1024 * 1024)) * 10) / 10} MB`;

const typeNames = AVATAR_TYPES.map((type) => type.replace('image/', '').toUpperCase()).join(', ');

/** What is wrong with the file as a profile photo, or null when it may be uploaded. */
export const avatarFileProblem = (file: Pick<File, 'type' | 'size'>): string | null => {
  if (!AVATAR_TYPES.includes(file.type)) return `Choose a photo in one of these formats: ${typeNames}.`;
  if (file.size > MEDIA_UPLOAD_MAX_BYTES) {
    return `That photo is ${megabytes(file.size, Math.ceil)}. Choose one of ${megabytes(MEDIA_UPLOAD_MAX_BYTES, Math.floor)} or less.`;
  }
  if (file.size === 0) return 'That file is empty. Choose another photo.';
  return null;
};
