// Upload types: what the browser declares must be allowed AND match the file's first bytes; image headers must
// claim sane dimensions; file names are cleaned before they are kept and sent back.
import { MEDIA_IMAGE_MAX_SIDE, type MEDIA_UPLOAD_TYPES } from '@crewbase/domain';
import { imageSize } from 'image-size';
import { wellFormed } from '../../platform/input-guard';

export type MediaType = (typeof MEDIA_UPLOAD_TYPES)[number];

export const extensionOf: Record<MediaType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

const startsWith = (data: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => data[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type the content really is, judged by its magic bytes, or null. */
export function sniffType(data: Buffer): MediaType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(data, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** The largest image side and area an upload may claim: beyond them an image is a decompression bomb, not a photo. */
export { MEDIA_IMAGE_MAX_SIDE };
export const MEDIA_IMAGE_MAX_PIXELS = 40_000_000;

/** What is wrong with an image's header dimensions (unreadable, or too large), or null when it is fine. */
export function imageDimensionsProblem(data: Buffer, type: MediaType): string | null {
  if (type === 'application/pdf') return null;
  let size: { width?: number; height?: number };
  try {
    size = imageSize(data);
  } catch {
    return 'The image could not be read. Upload a complete JPEG, PNG, WebP or GIF file.';
  }
  const { width = 0, height = 0 } = size;
  if (width < 1 || height < 1) return 'The image could not be read. Upload a complete JPEG, PNG, WebP or GIF file.';
  if (width > MEDIA_IMAGE_MAX_SIDE || height > MEDIA_IMAGE_MAX_SIDE || width * height > MEDIA_IMAGE_MAX_PIXELS) {
    return `The image is ${width} x ${height} pixels; upload one at most ${MEDIA_IMAGE_MAX_SIDE} pixels a side.`;
  }
  return null;
}

// Control characters (C0, DEL, C1) and the invisible direction marks that make "gpj.exe" read as "exe.jpg".
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_NAMES = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A file name fit to keep and send back: no folders, controls or direction marks, at most 200 characters. */
export function cleanFileName(raw: string, type: MediaType): string {
  const base = raw.replace(/\\/g, '/').split('/').pop() ?? '';
  const cleaned = wellFormed(wellFormed(base).replace(UNSAFE_IN_NAMES, '').trim().slice(0, 200));
  return cleaned.replace(/^\.+$/, '') || `upload.${extensionOf[type]}`;
}

/**
 * `Content-Disposition: attachment` with an ASCII fallback name and the real one in `filename*` (RFC 6266 / 5987).
 * Always an attachment: a stored file is never rendered by the browser on the API's origin.
 */
export function attachmentDisposition(name: string): string {
  const safe = wellFormed(name).replace(UNSAFE_IN_NAMES, '');
  const ascii = safe.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\%;]/g, '_').trim() || 'download';
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
