// The contract every list resource keeps, run against each one the API serves: paging adds up, seeking to a
// remembered page start and skipping rows give the same pages, filters narrow, unknown fields and operators are a 400
// naming them, and the CSV export of a filter holds exactly the rows the list pages through.
import { sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/database';
import { departmentResource } from '../modules/department/department.repository';
import { employeeDocumentResource } from '../modules/employee-documents/employee-documents.repository';
import { jobTitleResource } from '../modules/job-title/job-title.repository';
import { leaveResource } from '../modules/leave-requests/leave-requests.resource';
import { loanResource } from '../modules/loan-requests/loan-requests.resource';
import { locationResource } from '../modules/location/location.repository';
import { mailOutboxResource } from '../modules/mail-outbox/mail-outbox.repository';
import { medicalResource } from '../modules/medical-assistance/medical-assistance.resource';
import { messageResource, staffMessageResource } from '../modules/messages/messages.repository';
import { paymentResource } from '../modules/payment-requests/payment-requests.resource';
import {
  appraisalResource,
  cycleResource,
  kpiResource,
  penaltyResource,
  questionResource,
  reviewResource,
  rewardResource,
  teamResource,
} from '../modules/performance/performance.resources';
import { permissionResource } from '../modules/permissions/permissions.repository';
import { roleResource } from '../modules/roles/roles.repository';
import { scheduleDayResource } from '../modules/schedule/schedule.repository';
import { staffResource } from '../modules/staff/staff.resource';
import {
  driverLicenceReportResource,
  leaveReportResource,
  loanReportResource,
  medicalReportResource,
  penaltyReportResource,
} from '../modules/reports/reports.resources';
import { staffRoleResource } from '../modules/staff-role/staff-role.repository';
import { adminResource } from '../modules/admins/admins.repository';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { bearer, signIn } from '../test/helpers';
import { csvCell, type ExportColumn } from './export-format';
import type { Resource } from './resource';

interface ListUnderTest {
  resource: Resource<unknown, never>;
  /** The list's path and the query it always carries (a schedule day names its location, week and day). */
  path: () => string;
  fixed?: () => string;
  area: 'admin' | 'staff';
}

let t: TestApp;
const tokens: Record<'admin' | 'staff', string> = { admin: '', staff: '' };
let busyDay = '';
let documentOwner = '';

const admin = (resource: object, path: string, fixed?: () => string): ListUnderTest => ({
  resource: resource as Resource<unknown, never>,
  path: () => path,
  fixed,
  area: 'admin',
});

const lists: Array<[string, ListUnderTest]> = [
  ['staff', admin(staffResource, '/api/admin/staff')],
  ['admins', admin(adminResource, '/api/admin/users')],
  ['departments', admin(departmentResource, '/api/admin/department')],
  ['job titles', admin(jobTitleResource, '/api/admin/job-title')],
  ['staff roles', admin(staffRoleResource, '/api/admin/staff-role')],
  ['locations', admin(locationResource, '/api/admin/location')],
  ['admin roles', admin(roleResource, '/api/admin/roles')],
  ['permissions', admin(permissionResource, '/api/admin/permissions')],
  ['messages', admin(messageResource, '/api/admin/messages')],
  ['mail outbox', admin(mailOutboxResource, '/api/admin/mail-outbox')],
  ['schedule day', admin(scheduleDayResource, '/api/admin/schedule/day', () => busyDay)],
  ['leave requests', admin(leaveResource, '/api/admin/leave-request')],
  ['loan requests', admin(loanResource, '/api/admin/loan-request')],
  ['medical assistance', admin(medicalResource, '/api/admin/medical-assistance')],
  ['payment requests', admin(paymentResource, '/api/admin/payment-requests')],
  [
    'employee documents',
    { resource: employeeDocumentResource as object as Resource<unknown, never>, path: () => `/api/admin/employee-documents/${documentOwner}`, area: 'admin' },
  ],
  ['KPIs', admin(kpiResource, '/api/admin/performance-review/measure')],
  ['questions', admin(questionResource, '/api/admin/performance-review/question')],
  ['teams', admin(teamResource, '/api/admin/performance-review/team')],
  ['review cycles', admin(cycleResource, '/api/admin/performance-review/cycle')],
  ['staff reviews', admin(reviewResource, '/api/admin/performance-review/staff-review')],
  ['appraisals', admin(appraisalResource, '/api/admin/performance-review/appraisal')],
  ['rewards', admin(rewardResource, '/api/admin/performance-review/reward')],
  ['penalties', admin(penaltyResource, '/api/admin/performance-review/penalty')],
  ['driver licence report', admin(driverLicenceReportResource, '/api/admin/reports/driver-licenses')],
  ['loan report', admin(loanReportResource, '/api/admin/reports/loan-requests')],
  ['leave report', admin(leaveReportResource, '/api/admin/reports/leave-requests')],
  ['medical report', admin(medicalReportResource, '/api/admin/reports/medical-assistance')],
  ['penalty report', admin(penaltyReportResource, '/api/admin/reports/penalty')],
  ['my reviews', { resource: reviewResource as object as Resource<unknown, never>, path: () => '/api/staff/staff-review', area: 'staff' }],
  ['staff inbox', { resource: staffMessageResource as object as Resource<unknown, never>, path: () => '/api/staff/messages', area: 'staff' }],
];

beforeAll(async () => {
  t = await buildTestApp();
  tokens.admin = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
  tokens.staff = (await signIn(t.app, 'staff', 'staff@crewbase.test')).access_token;
  const db = t.app.database.db;
  const [day] = await selectRows<{ location_id: string; week: string; day_of_week: string }>(
    db,
    sql`select location_id, week::text as week, day_of_week::text as day_of_week from schedule_shifts group by 1, 2, 3 order by count(*) desc limit 1`,
  );
  busyDay = day ? `locationId=${day.location_id}&week=${day.week}&dayOfWeek=${day.day_of_week}` : '';
  // A staff member with a few documents, so their list has pages to walk.
  const [owner] = await selectRows<{ id: string }>(db, sql`select id from staff order by staff_id limit 1`);
  documentOwner = owner.id;
  const [uploader] = await selectRows<{ id: string }>(db, sql`select id from users order by created_at limit 1`);
  for (let i = 1; i <= 5; i += 1) {
    const [file] = await selectRows<{ id: string }>(
      db,
      sql`insert into media (key, name, mime_type, size, storage_path, owner_type, owner_id)
          values (${`contract${i}${Date.now()}.pdf`}, ${`scan-${i}.pdf`}, 'application/pdf', ${100 * i}, ${`contract/${i}.pdf`}, 'admin', ${uploader.id}) returning id`,
    );
    await t.app.database.db.execute(
      sql`insert into employee_documents (staff_id, media_id, name, uploaded_by) values (${owner.id}, ${file.id}, ${`Document ${i}`}, ${uploader.id})`,
    );
  }
});
afterAll(() => t.close());

interface Page {
  status: number;
  body: { data: unknown[]; count: number; total: number; page: number; pageCount: number; message?: string };
}

async function get(list: ListUnderTest, query: string): Promise<Page> {
  const parts = [list.fixed?.(), query].filter((part) => part);
  const response = await t.app.inject({ url: `${list.path()}${parts.length ? `?${parts.join('&')}` : ''}`, headers: bearer(tokens[list.area]) });
  return { status: response.statusCode, body: response.json() };
}

/** Every page of a query, read in order (so each page's start is remembered and the next one seeks). */
async function walk(list: ListUnderTest, query: string, limit: number): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (let page = 1; ; page += 1) {
    const { status, body } = await get(list, `${query}${query ? '&' : ''}page=${page}&limit=${limit}`);
    expect(status).toBe(200);
    rows.push(...body.data);
    if (page >= body.pageCount) break;
  }
  return rows;
}

/** The same pages, each read with nothing remembered: skipping (page - 1) x limit rows. */
async function skipEach(list: ListUnderTest, query: string, limit: number, pages: number): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (let page = 1; page <= pages; page += 1) {
    t.app.listMemory.forget();
    const { body } = await get(list, `${query}${query ? '&' : ''}page=${page}&limit=${limit}`);
    rows.push(...body.data);
  }
  return rows;
}

const idOf = (item: unknown) => (item as { id: string }).id;

describe.each(lists)('the %s list', (_name, list) => {
  const fields = () => Object.entries(list.resource.fields);

  it('pages add up: every row once, the total and page count agree, seeking gives what skipping gives', async () => {
    const first = await get(list, '');
    expect(first.status).toBe(200);
    const { total } = first.body;
    const limit = Math.max(1, Math.ceil(total / 6));
    const walked = await walk(list, '', limit);
    expect(walked.length).toBe(total);
    expect(new Set(walked.map(idOf)).size).toBe(total);
    const pages = Math.ceil(total / limit);
    if (total > 0) expect((await get(list, `page=1&limit=${limit}`)).body.pageCount).toBe(pages);
    expect((await skipEach(list, '', limit, pages)).map(idOf)).toEqual(walked.map(idOf));
  });

  it('sorts by every sortable field either way, with the same rows and the same pages by seek and by skip', async () => {
    const all = (await walk(list, '', 100)).map(idOf).sort();
    for (const [field, spec] of fields()) {
      if (spec.sortable === false) continue;
      for (const direction of ['ASC', 'DESC']) {
        const query = `sort=${encodeURIComponent(`${field},${direction}`)}`;
        const limit = Math.max(1, Math.ceil(all.length / 4));
        const walked = (await walk(list, query, limit)).map(idOf);
        expect([...walked].sort(), `${field} ${direction}`).toEqual(all);
        expect(await skipEach(list, query, limit, Math.ceil(all.length / limit)).then((rows) => rows.map(idOf)), `${field} ${direction}`).toEqual(walked);
        // Date-times answered under the field's own name come in the order asked for.
        const values = (await walk(list, query, 100)).map((item) => (item as Record<string, unknown>)[field]);
        if (spec.type === 'timestamp' && values.every((v) => typeof v === 'string')) {
          const sorted = [...(values as string[])].sort();
          expect(values, `${field} ${direction}`).toEqual(direction === 'ASC' ? sorted : sorted.reverse());
        }
      }
    }
  });

  it('filters narrow the list: each enum value takes its share, text that matches nothing finds nothing, dates bound', async () => {
    const { total } = (await get(list, '')).body;
    for (const [field, spec] of fields()) {
      if (spec.filterable === false) continue;
      const filter = (op: string, value: string) => `filter=${encodeURIComponent(`${field}||${op}||${value}`)}`;
      if (spec.type === 'enum' && spec.values) {
        let sum = 0;
        for (const value of spec.values) {
          const { status, body } = await get(list, filter('$eq', value));
          expect(status).toBe(200);
          sum += body.total;
        }
        if (spec.notNull) expect(sum, field).toBe(total);
        expect((await get(list, filter('$in', spec.values.join(',')))).body.total, field).toBe(sum);
      }
      if (spec.type === 'text') {
        expect((await get(list, filter('$cont', 'zq%_no such text'))).body.total, field).toBe(0);
        expect((await get(list, filter('$eq', 'zq no such text'))).body.total, field).toBe(0);
      }
      if (spec.type === 'timestamp') {
        expect((await get(list, filter('$gte', '2999-01-01'))).body.total, field).toBe(0);
        // A far upper bound keeps every row with a value (and replaces a default bound on the field, if any).
        if (spec.notNull) expect((await get(list, filter('$lte', '2999-12-31'))).body.total, field).toBeGreaterThanOrEqual(total);
      }
    }
  });

  it('refuses an unknown field, an unknown operator and a malformed sort with a 400 that names them', async () => {
    const unknownField = await get(list, `filter=${encodeURIComponent('salary||$eq||1')}`);
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.message).toContain('Unknown filter field "salary"');
    const [field] = fields()[0];
    const unknownOperator = await get(list, `filter=${encodeURIComponent(`${field}||$like||x`)}`);
    expect(unknownOperator.status).toBe(400);
    expect(unknownOperator.body.message).toContain('Unknown filter operator "$like"');
    const badSort = await get(list, `sort=${encodeURIComponent('salary,ASC')}`);
    expect(badSort.status).toBe(400);
    expect(badSort.body.message).toContain('Unknown sort field "salary"');
  });

});

describe.each(lists.filter(([, list]) => list.area === 'admin'))('the %s export', (_name, list) => {
  const fields = () => Object.entries(list.resource.fields);

  it('holds as CSV exactly the rows the list pages through, for a filter and a sort', async () => {
    const columns = list.resource.exportColumns as ReadonlyArray<ExportColumn<unknown>>;
    expect(columns, 'every admin list can be exported').toBeDefined();
    const enumField = fields().find(([, spec]) => spec.type === 'enum' && spec.filterable !== false);
    const sortField = fields().find(([, spec]) => spec.sortable !== false)?.[0] ?? '';
    const query = [
      enumField ? `filter=${encodeURIComponent(`${enumField[0]}||$in||${enumField[1].values?.slice(0, 2).join(',')}`)}` : '',
      `sort=${encodeURIComponent(`${sortField},DESC`)}`,
    ]
      .filter((part) => part)
      .join('&');
    const listed = await walk(list, query, 7);
    const parts = [list.fixed?.(), query, 'format=csv'].filter((part) => part);
    const response = await t.app.inject({ url: `${list.path()}/export?${parts.join('&')}`, headers: bearer(tokens.admin) });
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers['x-row-count'])).toBe(listed.length);
    const body = response.body.replace(/^\uFEFF/, '');
    const header = `${stringify([columns.map((c) => c.header)], { record_delimiter: '\r\n' })}`;
    const rows = body.slice(body.indexOf(header) + header.length);
    const expected = listed.length ? stringify(listed.map((item) => columns.map((c) => csvCell(c.type, c.value(item)))), { record_delimiter: '\r\n' }) : '';
    expect(rows).toBe(expected);
  });
});
