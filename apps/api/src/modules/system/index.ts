// Public banks, uploads (POST /api/system/media-upload, GET /api/system/media/:key) and the health check.
import { bankSchema, errorEnvelopeSchema, healthSchema, MEDIA_UPLOAD_MAX_BYTES, mediaUploadSchema } from '@crewbase/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { apiVersion } from '../../platform/paths';
import * as system from './system.service';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { config: { public: true }, schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: healthSchema, 503: errorEnvelopeSchema } } },
    (request) => system.health(serviceContext(request), apiVersion),
  );

  app.get(
    '/api/public/banks',
    { config: { public: true }, schema: { tags: ['system'], summary: 'Nigerian banks and their CBN codes', response: { 200: z.array(bankSchema) } } },
    (request) => system.listBanks(serviceContext(request)),
  );

  app.post(
    '/api/system/media-upload',
    {
      config: { area: ['staff', 'admin'] },
      schema: {
        tags: ['system'],
        summary: 'Upload one file (multipart field "file"; JPEG, PNG, WebP, GIF or PDF; at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: mediaUploadSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 413: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const part = await request.file({ limits: { fileSize: MEDIA_UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
      if (!part || part.fieldname !== 'file') {
        throw badRequest('Attach the file in the "file" field.', [{ path: 'file', message: 'Attach a file.' }]);
      }
      const data = await part.toBuffer(); // throws the 413 when the file passes the limit
      const uploaded = await system.uploadMedia(serviceContext(request), { filename: part.filename, mimetype: part.mimetype, data });
      return reply.code(201).send(uploaded);
    },
  );

  app.get(
    '/api/system/media/:key',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'An uploaded file, by its unguessable key',
        params: z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.(jpg|png|webp|gif|pdf)$/, 'Unknown file') }),
        response: { 200: z.any().describe('The file, with its content type'), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const file = await system.readMedia(serviceContext(request), request.params.key);
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', String(file.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('cache-control', 'public, max-age=31536000, immutable')
        // The two apps live on other origins and show these files in <img>.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(file.stream);
    },
  );
};
