// The export answer as a person downloading it sees it: headers, the preamble, typed XLSX cells, the audit entry.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/database';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { bearer, signIn } from '../test/helpers';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
});
afterAll(() => t.close());

describe('GET /api/admin/staff/export', () => {
  it('sends a CSV attachment named after the list and the day, never cached, with the filters and time on top', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/staff/export?format=csv&filter=status||$eq||Active&sort=staffId,ASC', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="staff-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Staff export');
    expect(lines[1]).toMatch(/^Filters: status is Active; createdAt up to \d{4}-12-31T23:59:59$/);
    expect(lines[2]).toBe('Sorted by: staffId ascending');
    expect(lines[3]).toMatch(/^Made: \d{2}-\d{2}-\d{4} \d{2}:\d{2} UTC$/);
    expect(lines[5]).toBe('Staff ID,Full name,Email,Department,Job title,Status,Created');
    const rows = lines.slice(6).filter((line) => line !== '');
    expect(rows.length).toBe(Number(response.headers['x-row-count']));
    expect(rows.every((row) => row.includes(',Active,'))).toBe(true);
  });

  it('sends an XLSX workbook', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/staff/export?format=xlsx', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as never);
    const sheet = workbook.worksheets[0];
    expect(sheet.getCell('A1').value).toBe('Staff export');
    expect(sheet.getCell('A4').value).toMatch(/^Made: \d{2}-\d{2}-\d{4} \d{2}:\d{2} UTC$/);
    expect(sheet.getRow(6).getCell(1).value).toBe('Staff ID');
    const created = sheet.getRow(7).getCell(7);
    expect(created.value).toBeInstanceOf(Date);
    expect(created.numFmt).toBe('dd-mm-yyyy hh:mm');
    expect(sheet.rowCount - 6).toBe(Number(response.headers['x-row-count']));
  });

  it('writes each export to the audit log: who, which list, which filters, how many rows', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/staff/export?filter=status||$eq||Suspended', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    const [entry] = await selectRows<{ actor_type: string; entity: string; to: { format: string; rows: number; filters: Array<{ field: string }> } }>(
      t.app.database.db,
      sql`select actor_type, entity, "to" from audit_log where action = 'export' order by at desc limit 1`,
    );
    expect(entry).toMatchObject({ actor_type: 'admin', entity: 'staff', to: { format: 'csv', rows: Number(response.headers['x-row-count']) } });
    expect(entry.to.filters.map((f) => f.field)).toEqual(['status', 'createdAt']);
  });

  it('refuses an unknown format or filter with a 400 naming it, and a caller without staff read with a 403', async () => {
    const format = await t.app.inject({ method: 'GET', url: '/api/admin/staff/export?format=pdf', headers: bearer(admin) });
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toMatch(/format.*csv.*xlsx/);
    const filter = await t.app.inject({ method: 'GET', url: '/api/admin/staff/export?filter=salary||$eq||1', headers: bearer(admin) });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().message).toContain('Unknown filter field "salary"');
    const staffToken = (await signIn(t.app, 'staff', 'staff@crewbase.test')).access_token;
    const other = await t.app.inject({ method: 'GET', url: '/api/admin/staff/export', headers: bearer(staffToken) });
    expect([401, 403]).toContain(other.statusCode);
  });
});
