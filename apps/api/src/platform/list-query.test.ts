// The list language parser, without a database: what it accepts, the SQL it builds and every refusal.
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { staffStatusSchema } from '@crewbase/domain';
import { HttpError } from './errors';
import { defineListSpec, listResponse, parseListQuery, rawQueryString } from './list-query';

const spec = defineListSpec({
  fields: {
    fullName: { expr: sql.raw(`(first_name || ' ' || last_name)`), type: 'text' },
    'department.name': { expr: sql.raw('departments.name'), type: 'text' },
    status: { expr: sql.raw('staff.status'), type: 'enum', values: staffStatusSchema.options },
    createdAt: { expr: sql.raw('staff.created_at'), type: 'timestamp' },
    dateJoined: { expr: sql.raw('staff.date_joined'), type: 'date' },
    dailySalary: { expr: sql.raw('staff.daily_salary'), type: 'number' },
    notes: { expr: sql.raw('staff.notes'), type: 'text', sortable: false, filterable: false },
  },
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  tieBreaker: sql.raw('staff.id'),
});

const dialect = new PgDialect();
const parse = (query: string) => parseListQuery(query, spec);
const whereOf = (query: string) => {
  const { where } = parse(query);
  if (!where) return null;
  const { sql: text, params } = dialect.sqlToQuery(where);
  return { sql: text, params };
};
const orderOf = (query: string) => dialect.sqlToQuery(sql.join(parse(query).orderBy, sql`, `)).sql;
const refusal = (query: string): HttpError => {
  try {
    parse(query);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error(`expected ${query} to be refused`);
};
const q = (params: Record<string, string | string[]>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const v of [value].flat()) search.append(key, v);
  return search.toString();
};

describe('parseListQuery', () => {
  it('defaults to page 1, limit 10 and the resource default sort with the tie-breaker', () => {
    const parsed = parse('');
    expect(parsed).toMatchObject({ page: 1, limit: 10, offset: 0, filters: [], sort: [], where: undefined });
    expect(orderOf('')).toBe('staff.created_at desc, staff.id desc');
  });

  it('reads $eq, writing an enum value into the statement (each value keeps a plan of its own)', () => {
    expect(whereOf(q({ filter: 'status||$eq||Active' }))).toEqual({ sql: "(staff.status = 'Active')", params: [] });
  });

  it('quotes an enum value written into the statement', () => {
    const quoted = defineListSpec({ fields: { kind: { expr: sql.raw('kind'), type: 'enum', values: ["It's", 'Plain'] } }, defaultSort: [{ field: 'kind', direction: 'ASC' }], tieBreaker: sql.raw('id') });
    const where = parseListQuery(q({ filter: "kind||$in||It's,Plain" }), quoted).where;
    expect(where && dialect.sqlToQuery(where)).toEqual({ sql: "(kind in ('It''s', 'Plain'))", params: [] });
  });

  it('filters a derived enum by the conditions each value stands for, so an index on the stored columns serves it', () => {
    const derived = defineListSpec({
      fields: {
        shown: {
          expr: sql.raw(`(case when status = 'APPROVED' and end_date < current_date then 'COMPLETED' else status end)`),
          type: 'enum',
          values: ['APPROVED', 'COMPLETED'],
          conditions: { APPROVED: sql.raw(`status = 'APPROVED' and end_date >= current_date`), COMPLETED: sql.raw(`status = 'APPROVED' and end_date < current_date`) },
        },
      },
      defaultSort: [{ field: 'shown', direction: 'ASC' }],
      tieBreaker: sql.raw('id'),
    });
    const whereSql = (query: string) => dialect.sqlToQuery(parseListQuery(query, derived).where ?? sql``).sql;
    expect(whereSql(q({ filter: 'shown||$eq||COMPLETED' }))).toBe(`((status = 'APPROVED' and end_date < current_date))`);
    expect(whereSql(q({ filter: 'shown||$in||APPROVED,COMPLETED' }))).toBe(
      `((status = 'APPROVED' and end_date >= current_date) or (status = 'APPROVED' and end_date < current_date))`,
    );
    expect(dialect.sqlToQuery(sql.join(parseListQuery('', derived).orderBy, sql`, `)).sql).toContain('case when');
  });

  it('reads the matching rows first when a filter picks only values few rows have', () => {
    const few = defineListSpec({
      fields: {
        status: { expr: sql.raw('status'), type: 'enum', values: ['OPEN', 'ONGOING', 'DONE'], conditions: { OPEN: sql.raw('a'), ONGOING: sql.raw('b'), DONE: sql.raw('c') }, fewRows: ['OPEN', 'ONGOING'] },
        createdAt: { expr: sql.raw('created_at'), type: 'timestamp', notNull: true },
      },
      defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
      tieBreaker: sql.raw('id'),
    });
    const matching = (query: string) => {
      const order = parseListQuery(query, few).matchingFirst;
      return order && dialect.sqlToQuery(sql.join(order, sql`, `)).sql;
    };
    expect(matching(q({ filter: 'status||$eq||ONGOING', sort: 'createdAt,ASC' }))).toBe('"matching"."k0" asc, "matching"."k1" asc');
    expect(matching(q({ filter: 'status||$in||OPEN,ONGOING' }))).toBe('"matching"."k0" desc, "matching"."k1" desc');
    expect(matching(q({ filter: 'status||$in||ONGOING,DONE' }))).toBeUndefined();
    expect(matching(q({ filter: 'status||$eq||DONE' }))).toBeUndefined();
    expect(matching('')).toBeUndefined();
  });

  it('reads $cont as ILIKE with % and _ escaped', () => {
    expect(whereOf(q({ filter: 'fullName||$cont||50%_off\\' }))).toEqual({
      sql: "((first_name || ' ' || last_name) ilike $1)",
      params: ['%50\\%\\_off\\\\%'],
    });
  });

  it('reads $gte and $lte on a timestamp: a bare day covers the whole day, a time without zone is UTC', () => {
    expect(whereOf(q({ filter: ['createdAt||$gte||2026-01-01', 'createdAt||$lte||2026-12-31'] }))).toEqual({
      sql: '(staff.created_at >= cast($1 as timestamptz)) and (staff.created_at < cast($2 as timestamptz))',
      params: ['2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z'],
    });
    expect(whereOf(q({ filter: 'createdAt||$lte||2026-12-31T23:59:59' }))?.params).toEqual(['2026-12-31T23:59:59Z']);
    expect(whereOf(q({ filter: 'createdAt||$eq||2026-03-04' }))?.sql).toBe(
      '((staff.created_at >= cast($1 as timestamptz) and staff.created_at < cast($2 as timestamptz)))',
    );
  });

  it('reads dates and numbers with casts', () => {
    expect(whereOf(q({ filter: 'dateJoined||$gte||2025-06-01' }))).toEqual({ sql: '(staff.date_joined >= cast($1 as date))', params: ['2025-06-01'] });
    expect(whereOf(q({ filter: 'dailySalary||$lte||10000.5' }))).toEqual({ sql: '(staff.daily_salary <= cast($1 as numeric))', params: ['10000.5'] });
  });

  it("binds a person's search, date or number, and writes an enum's values and a default filter's into the statement", () => {
    expect(parse(q({ filter: 'fullName||$cont||ada' })).boundValues).toBe(true);
    expect(parse(q({ filter: 'createdAt||$gte||2026-01-01' })).boundValues).toBe(true);
    expect(parse(q({ filter: 'dailySalary||$gte||5000' })).boundValues).toBe(true);
    expect(parse(q({ filter: 'status||$in||Active,Suspended' })).boundValues).toBe(false);
    expect(parse(q({})).boundValues).toBe(false);
    const withDefault = defineListSpec({ ...spec, defaultFilters: () => [{ field: 'createdAt', operator: '$lte', value: '2026-12-31T23:59:59' }] });
    const parsed = parseListQuery(q({ filter: 'status||$eq||Active' }), withDefault);
    expect(parsed.boundValues).toBe(false);
    expect(parsed.where && dialect.sqlToQuery(parsed.where)).toEqual({
      sql: "(staff.status = 'Active') and (staff.created_at <= cast('2026-12-31T23:59:59Z' as timestamptz))",
      params: [],
    });
  });

  it('plans per request a derived status whose conditions bind a value, and keeps the plan of one whose conditions are written', () => {
    const derived = (approved: ReturnType<typeof sql>) =>
      defineListSpec({
        fields: { status: { expr: sql.raw('shown_status'), type: 'enum', values: ['APPROVED', 'ACTIVE'], conditions: { APPROVED: approved, ACTIVE: sql.raw("status = 'ACTIVE'") } } },
        defaultSort: [{ field: 'status', direction: 'ASC' }],
        tieBreaker: sql.raw('id'),
      });
    const bound = parseListQuery(q({ filter: 'status||$eq||ACTIVE' }), derived(sql`status = ${'APPROVED'}`));
    expect(bound.boundValues).toBe(true);
    const written = parseListQuery(q({ filter: 'status||$eq||ACTIVE' }), derived(sql.raw("status = 'APPROVED'")));
    expect(written.boundValues).toBe(false);
    expect(written.where && dialect.sqlToQuery(written.where)).toEqual({ sql: "((status = 'ACTIVE'))", params: [] });
  });

  it('reads $in as a list of values', () => {
    expect(whereOf(q({ filter: 'status||$in||Active,Suspended' }))).toEqual({ sql: "(staff.status in ('Active', 'Suspended'))", params: [] });
  });

  it('reads nested field names like department.name', () => {
    expect(whereOf(q({ filter: 'department.name||$eq||Operations' }))).toEqual({ sql: '(departments.name = $1)', params: ['Operations'] });
  });

  it('keeps a value that itself contains ||', () => {
    expect(parse(q({ filter: 'fullName||$cont||a||b' })).filters).toEqual([{ field: 'fullName', operator: '$cont', value: 'a||b' }]);
  });

  it('reads the indexed forms filter[0]= and sort[0]=, in index order', () => {
    const parsed = parse(q({ 'filter[1]': 'status||$eq||Active', 'filter[0]': 'department.name||$eq||IT', 'sort[1]': 'createdAt,ASC', 'sort[0]': 'fullName,DESC' }));
    expect(parsed.filters.map((f) => f.field)).toEqual(['department.name', 'status']);
    expect(parsed.sort).toEqual([
      { field: 'fullName', direction: 'DESC' },
      { field: 'createdAt', direction: 'ASC' },
    ]);
    expect(orderOf(q({ 'sort[0]': 'fullName,DESC', 'sort[1]': 'createdAt,ASC' }))).toBe(
      "lower((first_name || ' ' || last_name)) desc, staff.created_at asc, staff.id asc",
    );
  });

  it('reads repeated sorts in order, text case-insensitively', () => {
    expect(orderOf(q({ sort: ['department.name,ASC', 'createdAt,DESC'] }))).toBe('lower(departments.name) asc, staff.created_at desc, staff.id desc');
  });

  it('pages with offset', () => {
    expect(parse(q({ page: '3', limit: '25' }))).toMatchObject({ page: 3, limit: 25, offset: 50 });
  });

  it.each([
    [q({ filter: 'salary||$eq||1' }), 'filter', /Unknown filter field "salary"/],
    [q({ filter: 'status||$like||Active' }), 'filter', /Unknown filter operator "\$like"/],
    [q({ filter: 'status||Active' }), 'filter', /field\|\|\$operator\|\|value/],
    [q({ filter: 'status||$cont||Act' }), 'filter', /\$cont is not available for status/],
    [q({ filter: 'status||$eq||Retired' }), 'filter', /status expects one of Active, Pending/],
    [q({ filter: 'status||$in||Active,Retired' }), 'filter', /got "Retired"/],
    [q({ filter: 'createdAt||$gte||yesterday' }), 'filter', /createdAt expects a date/],
    [q({ filter: 'createdAt||$gte||2026-02-30' }), 'filter', /createdAt expects a date/],
    [q({ filter: 'dateJoined||$eq||2026-01-01T10:00:00' }), 'filter', /dateJoined expects a date \(YYYY-MM-DD\)/],
    [q({ filter: 'dailySalary||$gte||lots' }), 'filter', /dailySalary expects a number/],
    [q({ filter: 'notes||$eq||x' }), 'filter', /notes cannot be filtered/],
    [q({ 'filter[0]': 'nope||$eq||x' }), 'filter[0]', /Unknown filter field "nope"/],
    [q({ sort: 'salary,ASC' }), 'sort', /Unknown sort field "salary"/],
    [q({ sort: 'createdAt,SIDEWAYS' }), 'sort', /field,ASC or field,DESC/],
    [q({ sort: 'notes,ASC' }), 'sort', /notes cannot be sorted/],
    [q({ limit: '101' }), 'limit', /limit must be at most 100/],
    [q({ limit: '0' }), 'limit', /at least 1/],
    [q({ page: 'two' }), 'page', /page must be a whole number/],
    [q({ page: ['1', '2'] }), 'page', /Give page once/],
    [q({ search: 'x' }), 'search', /Unknown query parameter "search"/],
    [q({ filter: 'constructor||$eq||x' }), 'filter', /Unknown filter field "constructor"/],
  ])('refuses %s with a 400 naming it', (query, path, message) => {
    const error = refusal(query);
    expect(error.statusCode).toBe(400);
    expect(error.details).toEqual([{ path, message: expect.stringMatching(message) }]);
  });

  it('lists every problem at once', () => {
    expect(refusal(q({ filter: 'x||$eq||1', sort: 'y,ASC', limit: '500' })).details?.map((d) => d.path)).toEqual(['filter', 'sort', 'limit']);
  });

  it('caps the number of filters', () => {
    expect(refusal(q({ filter: Array.from({ length: 21 }, () => 'status||$eq||Active') })).details?.[0].message).toMatch(/at most 20 filters/);
  });
});

describe('listResponse and rawQueryString', () => {
  it('answers data, count, total, page and pageCount', () => {
    expect(listResponse(['a', 'b'], 12, { page: 2, limit: 5 })).toEqual({ data: ['a', 'b'], count: 2, total: 12, page: 2, pageCount: 3 });
    expect(listResponse([], 0, { page: 1, limit: 10 })).toEqual({ data: [], count: 0, total: 0, page: 1, pageCount: 0 });
  });

  it('says when the total stopped at the cap', () => {
    expect(listResponse(['a'], 10_000, { page: 1, limit: 20 }, { capped: true })).toEqual({ data: ['a'], count: 1, total: 10_000, page: 1, pageCount: 500, totalCapped: true });
  });

  it('keeps the query string as sent', () => {
    expect(rawQueryString('/api/admin/staff?filter%5B0%5D=a&sort=b')).toBe('filter%5B0%5D=a&sort=b');
    expect(rawQueryString('/api/admin/staff')).toBe('');
  });
});
