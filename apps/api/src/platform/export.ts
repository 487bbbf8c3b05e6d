// The export of any resource (GET <list path>/export?format=csv|xlsx): the list's filters and sort, every matching
// row, streamed from a database cursor a batch at a time so memory stays flat however long the list is. The count and
// the rows come from one snapshot (a repeatable-read transaction); the file states its filters and when it was made,
// and each export is written to the audit log with who asked, which list, which filters and how many rows.
import { exportFormatSchema, type ExportFormat } from '@crewbase/domain';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { selectRows, type Db } from '../db/database';
import { writeAudit } from './audit';
import { adminActor, type ServiceContext } from './context';
import { badRequest } from './errors';
import { csvCell, exportFileName, exportPreamble, xlsxCell, xlsxFormats, type ExportColumn } from './export-format';
import { createListMemory } from './list-memory';
import { countResource, fromClause, parseResourceQuery, rowReader, selectList, type Resource } from './resource';


/** Rows fetched from the cursor at a time: big enough to keep round trips few, small enough to keep memory flat. */
const BATCH = 1000;

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Writes one file as rows arrive; `end` finishes it. Waits when the reader is slower than the database. */
interface FileWriter {
  stream: Readable;
  rows(cells: ExportColumn<unknown>[], items: unknown[]): Promise<void>;
  end(): Promise<void>;
}

/** Waits until the reader has taken what was written, or has gone (the loop then sees the stream destroyed). */
async function drained(stream: PassThrough | ReturnType<typeof stringify>): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return;
  const gone = new AbortController();
  await Promise.race([once(stream, 'drain', { signal: gone.signal }), once(stream, 'close', { signal: gone.signal })]).catch(() => undefined);
  gone.abort();
}

function csvWriter(preamble: string[], columns: ReadonlyArray<ExportColumn<unknown>>): FileWriter {
  // Excel reads a CSV as UTF-8 (names with accents, the naira sign) only with the byte order mark.
  const out = stringify({ bom: true, record_delimiter: '\r\n' });
  for (const line of preamble) out.write([line]);
  out.write([]);
  out.write(columns.map((c) => c.header));
  return {
    stream: out,
    async rows(cells, items) {
      for (const item of items) {
        out.write(cells.map((c) => csvCell(c.type, c.value(item))));
        await drained(out);
      }
    },
    async end() {
      out.end();
    },
  };
}

function xlsxWriter(title: string, preamble: string[], columns: ReadonlyArray<ExportColumn<unknown>>): FileWriter {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  sheet.columns = columns.map((c) => ({ width: Math.max(12, c.header.length + 2), style: xlsxFormats[c.type] ? { numFmt: xlsxFormats[c.type] } : {} }));
  for (const line of preamble) sheet.addRow([line]).commit();
  sheet.addRow([]).commit();
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  return {
    stream: out,
    async rows(cells, items) {
      for (const item of items) sheet.addRow(cells.map((c) => xlsxCell(c.type, c.value(item)))).commit();
      await drained(out);
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/** Reads `format` from the query string: csv or xlsx, once. */
export function exportFormatOf(rawQuery: string): ExportFormat {
  const given = new URLSearchParams(rawQuery).getAll('format');
  const format = given[0] ?? 'csv';
  if (given.length > 1 || !exportFormatSchema.options.includes(format as ExportFormat)) {
    throw badRequest(`format must be csv or xlsx, got "${given.join(',')}".`, [{ path: 'format', message: `format must be csv or xlsx, got "${given.join(',')}".` }]);
  }
  return format as ExportFormat;
}

/** An export ready to send: its rows stream from `stream` as the reader takes them. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  /** How many rows the file holds (the snapshot the cursor reads). */
  rowCount: number;
  stream: Readable;
}

/**
 * Starts the export of a resource for an admin. It resolves once the query is checked and the rows counted; the rows
 * then stream while the transaction holding the cursor stays open, and the audit entry is written before the file ends.
 */
export async function exportResource<T, P>(ctx: ServiceContext, resource: Resource<T, P>, rawQuery: string, params: P): Promise<ExportFile> {
  const actor = adminActor(ctx);
  const columns = resource.exportColumns as ReadonlyArray<ExportColumn<unknown>> | undefined;
  if (!columns) throw badRequest(`The ${resource.title} list cannot be exported.`);
  const format = exportFormatOf(rawQuery);
  const query = parseResourceQuery(resource, rawQuery, params, ['format']);
  const madeAt = new Date();
  const extra = [...new URLSearchParams(rawQuery)].filter(([key]) => resource.extraParams?.includes(key));
  const sort = query.sort.length > 0 ? query.sort : resource.defaultSort.map((s) => ({ field: s.field, direction: s.direction }));
  const preamble = exportPreamble(resource.title, query.filters, sort, extra, madeAt);
  const read = rowReader(resource, params) as (raw: Record<string, unknown>) => unknown;
  const writer = format === 'csv' ? csvWriter(preamble, columns) : xlsxWriter(resource.title, preamble, columns);
  const where = query.where ? sql` where ${query.where}` : sql``;

  let ready!: (total: number) => void;
  let failedEarly!: (error: unknown) => void;
  const headers = new Promise<number>((resolve, reject) => {
    ready = resolve;
    failedEarly = reject;
  });
  let started = false;
  const run = ctx.db
    .transaction(
      async (tx) => {
        // A count of its own (not list memory): the file's row count must match the snapshot the cursor reads.
        const { total } = await countResource(tx as Db, createListMemory(0), resource, query, params);
        await tx.execute(sql`declare "export_rows" no scroll cursor for select ${selectList(resource)} from ${fromClause(resource, params)}${where} order by ${sql.join(query.orderBy, sql`, `)}`);
        started = true;
        ready(total);
        let rows = 0;
        const fetchBatch = () => {
          const batch = selectRows<Record<string, unknown>>(tx as Db, sql`fetch forward ${sql.raw(String(BATCH))} from "export_rows"`);
          // Awaited below; marked handled so a batch still in flight when the export stops is no unhandled rejection.
          batch.catch(() => undefined);
          return batch;
        };
        let next = fetchBatch();
        for (;;) {
          if (writer.stream.destroyed) throw new Error('The export was abandoned by the client.');
          const batch = await next;
          if (batch.length === 0) break;
          // The database reads the next batch while this one is written.
          next = batch.length < BATCH ? Promise.resolve([]) : fetchBatch();
          const items = batch.map(read);
          await writer.rows(columns as ExportColumn<unknown>[], resource.completePage ? await resource.completePage(tx as Db, items as T[]) : items);
          rows += batch.length;
        }
        await tx.execute(sql`close "export_rows"`);
        return rows;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    .then(async (rows) => {
      // Audited before the file's last bytes go out: a download that finished is always on the record.
      await writeAudit(ctx.db, {
        actor,
        action: 'export',
        entity: resource.name,
        to: { format, filters: query.filters, sort, ...(extra.length > 0 ? { params: Object.fromEntries(extra) } : {}), rows },
      });
      await writer.end();
    })
    .catch((error: unknown) => {
      if (!started) return failedEarly(error);
      ctx.log.warn({ err: error, list: resource.name }, 'export stopped');
      writer.stream.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  void run;

  return { fileName: exportFileName(resource.name, madeAt, format), contentType: contentTypes[format], rowCount: await headers, stream: writer.stream };
}

/** Sends an export as a download that is never cached; the app reads the name and row count from the headers. */
export const replyWithExport = (reply: FastifyReply, file: ExportFile): FastifyReply =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .header('x-row-count', String(file.rowCount))
    .header('access-control-expose-headers', 'Content-Disposition, X-Row-Count')
    .send(file.stream);
