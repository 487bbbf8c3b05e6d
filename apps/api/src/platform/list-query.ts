// The list language of every admin list, read from the raw query string and turned into SQL through a per-resource
// whitelist: `filter=field||$op||value` (repeated or `filter[0]=`), `sort=field,ASC|DESC` (repeated or `sort[0]=`),
// `page` (1-based) and `limit` (1..100). Anything unknown is a 400 that names it; nothing from the URL reaches SQL as text.
import {
  LIST_DEFAULT_LIMIT,
  LIST_MAX_LIMIT,
  parseFilter,
  parseSort,
  type ErrorDetail,
  type FilterOperator,
  type ListFilter,
  type ListResponse,
  type ListSort,
} from '@crewbase/domain';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { badRequest } from './errors';

export type ListFieldType = 'text' | 'enum' | 'uuid' | 'number' | 'date' | 'timestamp';

export interface ListField {
  /** The column or SQL expression the public field name stands for. */
  expr: SQLWrapper;
  type: ListFieldType;
  /** Allowed values of an `enum` field. */
  values?: readonly string[];
  /** Defaults to true. */
  sortable?: boolean;
  /** Defaults to true. */
  filterable?: boolean;
  /** Never null (a NOT NULL column of the listed table): sorting by it lets deep pages seek (platform/list-memory). */
  notNull?: boolean;
  /**
   * An `enum` derived from stored columns (a status read against today's date): what each value means in those
   * columns, exactly as `expr` decides it. `$eq` and `$in` filter with these conditions instead of comparing `expr`,
   * so an index on the stored columns serves the filter; `expr` still sorts, shows and groups the status counts.
   */
  conditions?: Readonly<Record<string, SQL>>;
  /**
   * Values of `conditions` that few rows have however big the table (leave ACTIVE: on leave today). Filtered on these
   * alone, a page reads the matching rows through their own index first and sorts those, instead of walking the sort's
   * index hoping to meet them soon: PostgreSQL guesses they are spread evenly along it, and walks nearly all of it
   * when they sit at its far end (ongoing leave, sorted oldest first).
   */
  fewRows?: readonly string[];
}

export interface ListSpec<F extends string = string> {
  fields: Record<F, ListField>;
  defaultSort: ReadonlyArray<{ field: NoInfer<F>; direction: 'ASC' | 'DESC' }>;
  /** A unique column appended to every ORDER BY so pages never overlap. */
  tieBreaker: SQLWrapper;
  /** Filters applied to a field the query does not filter on (business defaults, e.g. the createdAt upper bound). */
  defaultFilters?: (now: Date) => ListFilter[];
}

/**
 * A `read` field ('true' / 'false': whether `readAt` is set). Its filter tests `present` as is (the column itself, or a
 * joined read row's key), which an index holds and PostgreSQL can reason about: on a joined row, `true` becomes an inner
 * join driven by the reader's few reads and `false` an anti-join, instead of a CASE tested on every row.
 */
export const readStateField = (readAt: SQLWrapper, present: SQLWrapper = readAt): ListField => ({
  expr: sql`(case when ${readAt} is null then 'false' else 'true' end)`,
  type: 'enum',
  values: ['true', 'false'],
  conditions: { true: sql`${present} is not null`, false: sql`${present} is null` },
});

export const defineListSpec = <F extends string>(spec: ListSpec<F>): ListSpec<F> => spec;

export interface ParsedListQuery {
  filters: ListFilter[];
  sort: ListSort[];
  page: number;
  limit: number;
  offset: number;
  where: SQL | undefined;
  orderBy: SQL[];
  /** The ORDER BY keys, tie-breaker last, all in one direction when `seekable`. */
  keys: SQL[];
  /** The page can be found by seeking to a row's keys: every key is never null and all run one way. */
  seekable: boolean;
  descending: boolean;
  /**
   * Whether a filter's value is bound as a parameter: a search term, a date, a number or an id the person gave. An
   * enum's values and the list's default filters (the server's own values) are written into the statement instead, so
   * without a bound value the statement has one best plan whatever else it is given (resource.ts, keepsOnePlan).
   */
  boundValues: boolean;
  /**
   * Set when a filter picks only `fewRows` values: the page then reads every matching row first (its keys as
   * "k0".."kn" of a subquery "matching") and orders them by this.
   */
  matchingFirst?: SQL[];
}

const operatorsByType: Record<ListFieldType, readonly FilterOperator[]> = {
  text: ['$eq', '$cont', '$in'],
  enum: ['$eq', '$in'],
  uuid: ['$eq', '$in'],
  number: ['$eq', '$gte', '$lte', '$in'],
  date: ['$eq', '$gte', '$lte'],
  timestamp: ['$eq', '$gte', '$lte'],
};

const MAX_FILTERS = 20;
/** The deepest page a list serves (documented in the README's list language). */
export const LIST_MAX_PAGE = 1_000_000;
const MAX_IN_VALUES = 50;
const MAX_VALUE_LENGTH = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** A calendar date that exists (refuses 2026-02-30). */
function isRealDate(y: string, m: string, d: string): boolean {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}

class ListQueryError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Checks one value against its field's type; returns the SQL parameter to bind. */
function checkValue(name: string, field: ListField, value: string, path: string): string {
  const fail = (expected: string) => new ListQueryError(path, `${name} expects ${expected}, got "${value}".`);
  if (value.length > MAX_VALUE_LENGTH) throw new ListQueryError(path, `The value for ${name} is too long.`);
  switch (field.type) {
    case 'text':
      return value;
    case 'enum':
      if (!field.values?.includes(value)) throw fail(`one of ${field.values?.join(', ')}`);
      return value;
    case 'uuid':
      if (!UUID.test(value)) throw fail('an id');
      return value;
    case 'number':
      if (value.trim() === '' || !Number.isFinite(Number(value))) throw fail('a number');
      return String(Number(value));
    case 'date': {
      const m = DATE_ONLY.exec(value);
      if (!m || !isRealDate(m[1], m[2], m[3])) throw fail('a date (YYYY-MM-DD)');
      return value;
    }
    case 'timestamp': {
      const m = DATE_ONLY.exec(value) ?? DATE_TIME.exec(value);
      if (!m || !isRealDate(m[1], m[2], m[3]) || Number.isNaN(Date.parse(DATE_ONLY.test(value) ? value : withZone(value)))) {
        throw fail('a date (YYYY-MM-DD) or date-time (YYYY-MM-DDTHH:mm:ss)');
      }
      return value;
    }
  }
}

/** Date-times without an offset are read as UTC, the server's time zone. */
const withZone = (value: string) => (/(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}Z`);

const dialect = new PgDialect();
const conditionsThatBind = new WeakMap<object, boolean>();
/**
 * Whether a derived field's conditions bind a value (say `eq(column, 'APPROVED')`, where the SQL text has `$1`). A page
 * filtered on such a field is planned per request: a plan kept for `status = $1` cannot use an index whose predicate
 * names one status. Conditions that write their values (`status = 'APPROVED'`) keep their plans.
 */
function conditionsBind(conditions: Readonly<Record<string, SQL>>): boolean {
  let binds = conditionsThatBind.get(conditions);
  if (binds === undefined) {
    binds = Object.values(conditions).some((condition) => dialect.sqlToQuery(condition).params.length > 0);
    conditionsThatBind.set(conditions, binds);
  }
  return binds;
}

/** A checked value written into the statement as a quoted literal, not bound. */
export const literal = (value: string): SQL => sql.raw(`'${value.replaceAll("'", "''")}'`);

/**
 * One filter on one field as SQL, exactly as a list applies it (a derived status by its conditions). Values are bound
 * as parameters, except an enum's (its own, checked, values) and, with `written`, any checked value of the server's.
 */
export function filterToSql(field: ListField, operator: FilterOperator, value: string, { written = false }: { written?: boolean } = {}): SQL {
  const { expr, type, conditions } = field;
  const put = (v: string): SQL => (written ? literal(v) : sql`${v}`);
  if (operator === '$cont') return sql`${expr} ilike ${put(`%${escapeLike(value)}%`)}`;
  if (conditions && (operator === '$eq' || operator === '$in')) {
    return sql.join(value.split(',').map((v) => sql`(${conditions[v]})`), sql` or `);
  }
  if (type === 'enum') {
    // Each value is a statement of its own, so a page kept prepared (resource.ts, keepsOnePlan) keeps the plan for it.
    const values = value.split(',').map(literal);
    return operator === '$in' ? sql`${expr} in (${sql.join(values, sql`, `)})` : sql`${expr} = ${values[0]}`;
  }
  if (operator === '$in') {
    const values = value.split(',');
    const cast = (v: string) => (type === 'number' ? sql`cast(${put(v)} as numeric)` : put(v));
    return sql`${expr} in (${sql.join(values.map(cast), sql`, `)})`;
  }
  if (type === 'timestamp') {
    if (DATE_ONLY.test(value)) {
      // A day on a timestamp means the whole day: >= its start, <= its end, = within it.
      const start = sql`cast(${put(`${value}T00:00:00Z`)} as timestamptz)`;
      const end = sql`cast(${put(`${nextDay(value)}T00:00:00Z`)} as timestamptz)`;
      if (operator === '$gte') return sql`${expr} >= ${start}`;
      if (operator === '$lte') return sql`${expr} < ${end}`;
      return sql`(${expr} >= ${start} and ${expr} < ${end})`;
    }
    const at = sql`cast(${put(withZone(value))} as timestamptz)`;
    return operator === '$gte' ? sql`${expr} >= ${at}` : operator === '$lte' ? sql`${expr} <= ${at}` : sql`${expr} = ${at}`;
  }
  const param = type === 'date' ? sql`cast(${put(value)} as date)` : type === 'number' ? sql`cast(${put(value)} as numeric)` : put(value);
  if (operator === '$gte') return sql`${expr} >= ${param}`;
  if (operator === '$lte') return sql`${expr} <= ${param}`;
  return sql`${expr} = ${param}`;
}

/** Collects `key` and `key[n]` values: plain ones in order, then indexed ones by index. */
function collect(params: URLSearchParams, key: string): Array<{ path: string; raw: string }> {
  const plain: Array<{ path: string; raw: string }> = [];
  const indexed: Array<{ index: number; path: string; raw: string }> = [];
  const pattern = new RegExp(`^${key}\\[(\\d+)\\]$`);
  for (const [k, v] of params) {
    if (k === key) plain.push({ path: key, raw: v });
    const m = pattern.exec(k);
    if (m) indexed.push({ index: Number(m[1]), path: k, raw: v });
  }
  indexed.sort((a, b) => a.index - b.index);
  return [...plain, ...indexed];
}

function positiveInteger(params: URLSearchParams, key: 'page' | 'limit', fallback: number, max?: number): number {
  const all = params.getAll(key);
  if (all.length === 0) return fallback;
  if (all.length > 1) throw new ListQueryError(key, `Give ${key} once.`);
  const raw = all[0];
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new ListQueryError(key, `${key} must be a whole number of at least 1, got "${raw}".`);
  const value = Number(raw);
  if (max !== undefined && value > max) throw new ListQueryError(key, `${key} must be at most ${max}, got ${value}.`);
  return value;
}

/**
 * Parses the raw query string (`request.url` after `?`) against a resource's whitelist.
 * Throws a 400 HttpError listing what is wrong.
 */
export function parseListQuery<F extends string>(rawQuery: string, spec: ListSpec<F>, extraParams: readonly string[] = []): ParsedListQuery {
  const params = new URLSearchParams(rawQuery);
  const fields = spec.fields as Record<string, ListField>;
  const problems: ErrorDetail[] = [];
  const attempt = <T>(work: () => T): T | undefined => {
    try {
      return work();
    } catch (error) {
      if (!(error instanceof ListQueryError)) throw error;
      problems.push({ path: error.path, message: error.message });
      return undefined;
    }
  };

  for (const key of new Set(params.keys())) {
    if (!/^(filter|sort)(\[\d+\])?$/.test(key) && key !== 'page' && key !== 'limit' && !extraParams.includes(key)) {
      problems.push({ path: key, message: `Unknown query parameter "${key}".` });
    }
  }

  const rawFilters = collect(params, 'filter');
  if (rawFilters.length > MAX_FILTERS) problems.push({ path: 'filter', message: `Use at most ${MAX_FILTERS} filters.` });
  const filters: ListFilter[] = [];
  const conditions: SQL[] = [];
  let boundValues = false;
  for (const { path, raw } of rawFilters.slice(0, MAX_FILTERS)) {
    attempt(() => {
      const name = raw.split('||')[0];
      const field = fields[name];
      if (!name || !Object.hasOwn(fields, name)) throw new ListQueryError(path, `Unknown filter field "${name}". Use one of: ${Object.keys(fields).join(', ')}.`);
      const op = raw.split('||')[1];
      const filter = parseFilter(raw);
      if (!filter) {
        throw new ListQueryError(
          path,
          op && raw.split('||').length >= 3
            ? `Unknown filter operator "${op}" for ${name}.`
            : `Write the filter as field||$operator||value, got "${raw}".`,
        );
      }
      if (field.filterable === false) throw new ListQueryError(path, `${name} cannot be filtered.`);
      if (!operatorsByType[field.type].includes(filter.operator)) {
        throw new ListQueryError(path, `Operator ${filter.operator} is not available for ${name}; use ${operatorsByType[field.type].join(', ')}.`);
      }
      if (filter.operator === '$in') {
        const values = filter.value.split(',');
        if (values.length > MAX_IN_VALUES) throw new ListQueryError(path, `Give at most ${MAX_IN_VALUES} values to $in.`);
        values.forEach((v) => checkValue(name, field, v, path));
      } else {
        checkValue(name, field, filter.value, path);
      }
      filters.push(filter);
      conditions.push(filterToSql(field, filter.operator, filter.value));
      // filterToSql writes an enum's values (or its conditions, as they are written) into the statement and binds any
      // other person's value.
      boundValues ||= field.type !== 'enum' || (field.conditions !== undefined && conditionsBind(field.conditions));
    });
  }

  // The server's own values (a year's end changes once a year): written into the statement.
  for (const filter of spec.defaultFilters?.(new Date()) ?? []) {
    if (filters.some((given) => given.field === filter.field)) continue;
    filters.push(filter);
    conditions.push(filterToSql(fields[filter.field], filter.operator, filter.value, { written: true }));
  }

  const sort: ListSort[] = [];
  for (const { path, raw } of collect(params, 'sort')) {
    attempt(() => {
      const parsed = parseSort(raw);
      if (!parsed) throw new ListQueryError(path, `Write the sort as field,ASC or field,DESC, got "${raw}".`);
      const field = fields[parsed.field];
      if (!Object.hasOwn(fields, parsed.field)) {
        throw new ListQueryError(path, `Unknown sort field "${parsed.field}". Use one of: ${Object.keys(fields).join(', ')}.`);
      }
      if (field.sortable === false) throw new ListQueryError(path, `${parsed.field} cannot be sorted.`);
      sort.push(parsed);
    });
  }

  // Pages past a million are never real (and would overflow OFFSET): a 400, never a database error.
  const page = attempt(() => positiveInteger(params, 'page', 1, LIST_MAX_PAGE)) ?? 1;
  const limit = attempt(() => positiveInteger(params, 'limit', LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT)) ?? LIST_DEFAULT_LIMIT;

  if (problems.length > 0) {
    throw badRequest(`The list query is not valid: ${problems.map((p) => p.message).join(' ')}`, problems);
  }

  const effectiveSort = sort.length > 0 ? sort : spec.defaultSort.map((s) => ({ field: s.field as string, direction: s.direction }));
  const keys = effectiveSort.map(({ field }) => {
    const { expr, type } = fields[field];
    return type === 'text' ? sql`lower(${expr})` : sql`${expr}`;
  });
  const directions = effectiveSort.map((s) => s.direction);
  // The tie-breaker runs the way the last key does, so one index (key, id) serves the order in either direction.
  const lastDirection = directions[directions.length - 1] ?? 'ASC';
  keys.push(sql`${spec.tieBreaker}`);
  directions.push(lastDirection);
  const orderBy = keys.map((key, i) => (directions[i] === 'DESC' ? sql`${key} desc` : sql`${key} asc`));
  const seekable = directions.every((d) => d === lastDirection) && effectiveSort.every(({ field }) => fields[field].notNull === true);
  const fewRowsOnly = filters.some(({ field, operator, value }) => {
    const few = fields[field].fewRows;
    return few !== undefined && (operator === '$eq' || operator === '$in') && value.split(',').every((v) => few.includes(v));
  });

  return {
    filters,
    boundValues,
    sort,
    page,
    limit,
    offset: (page - 1) * limit,
    where: conditions.length > 0 ? sql.join(conditions.map((c) => sql`(${c})`), sql` and `) : undefined,
    orderBy,
    keys,
    seekable,
    descending: lastDirection === 'DESC',
    matchingFirst: fewRowsOnly ? directions.map((d, i) => sql.raw(`"matching"."k${i}" ${d === 'DESC' ? 'desc' : 'asc'}`)) : undefined,
  };
}

/** Rows at or after the one whose sort keys are `from`, in the query's order (a row comparison an index can serve). */
export function seekFrom(query: Pick<ParsedListQuery, 'keys' | 'descending'>, from: readonly unknown[]): SQL {
  const row = sql.join(query.keys, sql`, `);
  const values = sql.join(from.map((value) => sql`${value}`), sql`, `);
  return query.descending ? sql`(${row}) <= (${values})` : sql`(${row}) >= (${values})`;
}

/** The list answer for one page; a `capped` total (more rows match than were counted) says so, and pages stop there. */
export const listResponse = <T>(data: T[], total: number, query: Pick<ParsedListQuery, 'page' | 'limit'>, { capped = false } = {}): ListResponse<T> => ({
  data,
  count: data.length,
  total,
  page: query.page,
  pageCount: Math.ceil(total / query.limit),
  ...(capped ? { totalCapped: true } : {}),
});

/** The part of the URL after `?`, undecoded, so repeated and indexed keys survive as sent. */
export const rawQueryString = (url: string): string => {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at + 1);
};
