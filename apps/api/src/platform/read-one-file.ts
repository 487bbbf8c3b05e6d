// Reads the one file of an upload from its multipart body. Every way a body can be wrong is the client's: two
// files (the second was once dropped without a word), no boundary, a truncated or compressed body are 400s, a file
// over the limit a 413; nothing reaches storage until the whole body has been read.
import { MEDIA_UPLOAD_MAX_BYTES } from '@crewbase/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors';

const ONE_FILE = 'Send one file per upload, in the "file" field.';
const UNREADABLE = 'The upload could not be read: send one file as multipart/form-data (uncompressed, with its boundary).';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** The multipart library's own refusals (too large, too many parts) carry a 4xx status; pass those on. */
const isClientRefusal = (error: unknown): boolean => {
  const status = (error as { statusCode?: unknown }).statusCode;
  return error instanceof HttpError || (typeof status === 'number' && status >= 400 && status < 500);
};

export async function readOneFile(request: FastifyRequest): Promise<UploadedFile> {
  const encoding = request.headers['content-encoding'];
  if (encoding && encoding.toLowerCase() !== 'identity') {
    throw badRequest(UNREADABLE, [{ path: 'file', message: 'Send the upload without Content-Encoding.' }]);
  }
  if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data.');

  let file: UploadedFile | null = null;
  let files = 0;
  let wrongField = false;
  try {
    // files: 2 so a second file is seen (and refused) rather than silently cut off.
    for await (const part of request.parts({ limits: { fileSize: MEDIA_UPLOAD_MAX_BYTES, files: 2, fields: 5, parts: 8 } })) {
      if (part.type !== 'file') continue;
      files += 1;
      if (files > 1 || part.fieldname !== 'file') {
        wrongField ||= part.fieldname !== 'file';
        part.file.resume(); // drain it so the rest of the body is read
        continue;
      }
      file = { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() }; // 413 past the limit
    }
  } catch (error) {
    if (isClientRefusal(error)) throw error;
    throw badRequest(UNREADABLE, [{ path: 'file', message: UNREADABLE }]);
  }
  if (files > 1) throw badRequest(ONE_FILE, [{ path: 'file', message: `${files} files arrived. ${ONE_FILE}` }]);
  if (!file || wrongField) throw badRequest('Attach the file in the "file" field.', [{ path: 'file', message: 'Attach a file.' }]);
  return file;
}
