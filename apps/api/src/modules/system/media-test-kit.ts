// Test helpers for uploads: real image bytes and hand-built multipart bodies (so names, types and framing are ours).
import type { FastifyInstance } from 'fastify';
import { deflateSync } from 'node:zlib';
import { bearer } from '../../test/helpers';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG whose header says width x height. Small sizes carry real pixel data; huge ones only claim their size
 * (the point of a decompression bomb), with a token data chunk.
 */
export function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const pixels = width * height <= 10_000 ? Buffer.alloc(height * (1 + width * 3), 0x7f) : Buffer.alloc(16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

export const PDF = Buffer.from('%PDF-1.7\n% a tiny document\n');

export interface FilePart {
  field?: string;
  name: string;
  type: string;
  data: Buffer;
}

export const BOUNDARY = '----crewbase-test-boundary';

/** A multipart body with these file parts. */
export function multipartBody(files: FilePart[]): Buffer {
  const parts = files.map((file) =>
    Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    ]),
  );
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

/** POST media-upload with these file parts; `token` null sends none. */
export function uploadFiles(app: FastifyInstance, token: string | null, files: FilePart[], headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/system/media-upload',
    payload: multipartBody(files),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...(token ? bearer(token) : {}), ...headers },
  });
}

/** Uploads one file and answers its key (fails the test on anything but 201). */
export async function uploadedKey(app: FastifyInstance, token: string, file: FilePart): Promise<string> {
  const response = await uploadFiles(app, token, [file]);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { key: string }).key;
}

/** GET an upload by key as this token (null: anonymous). */
export const getMedia = (app: FastifyInstance, key: string, token: string | null) =>
  app.inject({ url: `/api/system/media/${key}`, headers: token ? bearer(token) : {} });
