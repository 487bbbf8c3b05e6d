// Public banks, uploads (POST /api/system/media-upload, GET /api/system/media/:key, signed in) and the health check.
import { z } from 'zod';
import { endpoint } from './contract/endpoint';
import { publicAccess, signedInAccess } from './contract/route-access';
import { bankSchema, healthSchema, MEDIA_IMAGE_MAX_SIDE, mediaUploadSchema } from './system';

const tags = ['system'];

export const systemEndpoints = {
  health: endpoint({
    method: 'GET', path: '/api/health', access: publicAccess, tags, summary: 'Liveness and database check',
    status: 200, response: healthSchema, refuses: [503],
  }),
  banks: endpoint({
    method: 'GET', path: '/api/public/banks', access: publicAccess, tags, summary: 'Nigerian banks and their CBN codes',
    status: 200, response: z.array(bankSchema),
  }),
  /** A multipart body (field `file`), read by the API itself; the api-client sends it with upload progress. */
  mediaUpload: endpoint({
    method: 'POST', path: '/api/system/media-upload', access: signedInAccess, tags,
    summary: `Upload one file (multipart field "file"; JPEG, PNG, WebP, GIF or PDF; at most 5 MB; images at most ${MEDIA_IMAGE_MAX_SIDE} pixels a side)`,
    consumes: ['multipart/form-data'], status: 201, response: mediaUploadSchema, refuses: [415],
  }),
  media: endpoint({
    method: 'GET', path: '/api/system/media/:key', access: signedInAccess, tags,
    summary: 'An uploaded file, for whoever may see the record it belongs to (its uploader until it is attached)',
    params: z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.(jpg|png|webp|gif|pdf)$/, 'Unknown file') }),
    status: 200, response: z.any().describe('The file, as an attachment'), file: true,
  }),
};
