import { z } from 'zod';

export const bankSchema = z.object({ id: z.string(), name: z.string(), code: z.string() });
export type Bank = z.infer<typeof bankSchema>;

/** POST /api/system/media-upload answers with where the file now lives. */
export const mediaUploadSchema = z.object({
  key: z.string(),
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
});
export type MediaUpload = z.infer<typeof mediaUploadSchema>;

export const MEDIA_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** The largest image side an upload may claim: beyond it an image is a decompression bomb, not a photo. */
export const MEDIA_IMAGE_MAX_SIDE = 10_000;
export const MEDIA_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const;

export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok'), version: z.string() });
