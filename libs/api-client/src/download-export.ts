// Downloads a list as a file: GET <list path>/export?format=csv|xlsx with exactly the list's filters and sort (no
// page or limit: the file holds every row the filter shows). It goes through the app's configured client, so the
// bearer, the early refresh and the 401 flow are those of every other call; the body is read as a stream so the
// screen can show how far it got and cancel it.
import type { ListQuery } from '@crewbase/domain';
import { ApiError } from './api-error';
import { currentApiClient } from './configure-api-client';
import { explainFailure } from './explain-failure';
import { toSearchParams } from './to-search-params';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportProgress {
  /** Bytes of the file received so far. */
  bytes: number;
  /** The file's size when the server names it (Content-Length), else null. */
  totalBytes: number | null;
  /** How many rows the file holds when the server says so (X-Row-Count), else null. */
  rows: number | null;
}

export interface DownloadExportOptions {
  onProgress?: (progress: ExportProgress) => void;
  /** Aborting rejects with the AbortError and stops the transfer. */
  signal?: AbortSignal;
  /** Query parameters besides the list language that the list reads itself (a report's period: `from`, `to`). */
  params?: Readonly<Record<string, string | undefined>>;
}

export interface ExportFile {
  blob: Blob;
  fileName: string;
  rows: number | null;
}

export const EXPORT_ROW_COUNT_HEADER = 'X-Row-Count';

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * `path` is the list's endpoint without the API root, e.g. `admin/staff`; `query` is the list screen's query, whose
 * page and limit are left out.
 */
export async function downloadExport(
  path: string,
  query: Partial<ListQuery>,
  format: ExportFormat,
  { onProgress, signal, params = {} }: DownloadExportOptions = {},
): Promise<ExportFile> {
  const searchParams = toSearchParams({ filters: query.filters, sort: query.sort });
  for (const [name, value] of Object.entries(params)) if (value) searchParams.set(name, value);
  searchParams.set('format', format);
  const exportPath = `${path.replace(/\/+$/, '')}/export`;

  let response: Response;
  try {
    // No timeout: a big list may take longer than an ordinary answer; the person can cancel instead.
    response = await currentApiClient().http(exportPath, {
      searchParams,
      signal,
      timeout: false,
      headers: { Accept: `${contentTypes[format]}, application/json` },
      context: { anonymous: false, passUnauthorized: false },
    });
  } catch (error) {
    throw await explainFailure(error);
  }
  if (!response.ok) throw await ApiError.fromResponse(response);

  const rows = numberHeader(response, EXPORT_ROW_COUNT_HEADER);
  const totalBytes = numberHeader(response, 'Content-Length');
  const fileName = fileNameOf(response.headers.get('Content-Disposition')) ?? defaultFileName(path, format);
  const type = response.headers.get('Content-Type')?.split(';')[0]?.trim() || contentTypes[format];

  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  onProgress?.({ bytes, totalBytes, rows });
  if (response.body) {
    const reader = response.body.getReader();
    const stop = () => void reader.cancel().catch(() => undefined);
    signal?.addEventListener('abort', stop, { once: true });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (signal?.aborted) throw abortError(signal);
        if (done) break;
        chunks.push(value);
        bytes += value.byteLength;
        onProgress?.({ bytes, totalBytes, rows });
      }
    } catch (error) {
      if (signal?.aborted) throw abortError(signal);
      throw ApiError.fromFailure(error);
    } finally {
      signal?.removeEventListener('abort', stop);
    }
  }
  return { blob: new Blob(chunks, { type }), fileName, rows };
}

function numberHeader(response: Response, name: string): number | null {
  const raw = response.headers.get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : null;
}

/** The file name from `attachment; filename="staff.csv"` or its RFC 5987 form `filename*=UTF-8''...`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return clean(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, '')));
    } catch {
      // A malformed escape: fall back to the plain filename.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  return plain ? clean((plain[2] ?? plain[1]).trim()) : null;
}

// A name is a name, never a path.
const clean = (name: string) => name.replace(/[/\\]/g, '_') || null;

const defaultFileName = (path: string, format: ExportFormat) => `${path.split('/').filter(Boolean).at(-1) ?? 'export'}.${format}`;

const abortError = (signal: AbortSignal) =>
  signal.reason instanceof DOMException && signal.reason.name === 'AbortError'
    ? signal.reason
    : new DOMException('The download was cancelled.', 'AbortError');
