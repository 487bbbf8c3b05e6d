// One definition per listable resource: what it reads (table, joins, owner scope), which fields the list language
// may filter and sort by, how a row becomes the API item and which columns an export writes. From it come the list
// (page ids first, seek to a remembered page start, remembered total: platform/list-memory), the OpenAPI field
// summary, the counts by status (the list screens' status chips) and the streaming export (platform/export.ts), so
// every list behaves the same and none is hand-written.
import { isSearch, listTotalCap, parseFilter, type ListFilter, type ListResponse, type PermissionResource, type StatusCounts } from '@crewbase/domain';
import { Column, SQL, and, is, sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { selectRows, selectRowsPrepared, type Db } from '../db/database';
import type { ServiceContext } from './context';
import type { ExportColumn } from './export-format';
import type { ListMemory, PageStart } from './list-memory';
import { filterToSql, listResponse, parseListQuery, seekFrom, type ListField, type ListSpec, type ParsedListQuery } from './list-query';

/** A column of the row select: a table column, or `sql<T>` (use `.mapWith(column)` to decode dates). */
export type ResourceColumn = PgColumn | SQL | SQL.Aliased;
export type ResourceColumns = Record<string, ResourceColumn>;

type ValueOf<E> = E extends Column
  ? E['_']['notNull'] extends true
    ? E['_']['data']
    : E['_']['data'] | null
  : E extends SQL<infer U>
    ? U
    : E extends SQL.Aliased<infer U>
      ? U
      : never;

/** The row a resource's `columns` read, as `toItem` receives it. */
export type RowOf<S extends ResourceColumns> = { [K in keyof S]: ValueOf<S[K]> };

/** A column of a left-joined table, which is null when the join finds nothing (decoded like the column). */
export const orNull = <C extends PgColumn>(column: C): SQL<C['_']['data'] | null> => sql<C['_']['data'] | null>`${column}`.mapWith(column);

export interface ResourceJoin {
  table: PgTable | SQLWrapper;
  on: SQL;
  /**
   * Defaults to a left join, which PostgreSQL drops from the page's id query and the count when no filter or sort
   * needs it. Keep it a left join along a NOT NULL foreign key (it finds one row either way): an inner join is read
   * for every row it skips, which is what makes a deep page or a count of a big list slow.
   */
  inner?: boolean;
}

export interface ResourceDefinition<F extends string, S extends ResourceColumns, T, P = void> {
  /** Names the list in list memory, the audit log and export file names (`staff` -> staff-2026-11-23.csv). */
  name: string;
  /** How people call the list, the export's first line (e.g. `Staff`). */
  title: string;
  /** The permission resource whose `read` the export needs (admin lists). */
  permission?: PermissionResource;
  /** The base table and its unique id: the tie-breaker of every order and what the page's id query returns. */
  table: PgTable;
  id: PgColumn | SQL;
  /**
   * Rows that are not a table's (a report grouped over a period): `(select ...) as "<alias>"`, read in place of
   * `table`; `id` and the columns then name the alias's columns. The table stays for the resource's name in errors.
   */
  source?: (params: P) => SQL;
  joins?: readonly ResourceJoin[] | ((params: P) => readonly ResourceJoin[]);
  /** Rows outside it never show, whatever the filters: not deleted, the reader's own rows, the chosen day... */
  scope?: (params: P) => SQL | undefined;
  /** Query parameters besides the list language that the route reads itself (e.g. `week`). */
  extraParams?: readonly string[];
  fields: Record<F, ListField>;
  /** The enum field the list's status chips filter on; `<list path>/status-counts` counts the rows by it. */
  statusField?: NoInfer<F>;
  defaultSort: ListSpec<F>['defaultSort'];
  /** Filters applied when the query gives none on that field, e.g. `createdUpToYearEnd`. */
  defaultFilters?: (now: Date) => ListFilter[];
  columns: S;
  toItem: (row: RowOf<S>, params: P) => T;
  /**
   * The row count without reading the rows when the resource keeps totals (a report's pre-totalled months): null
   * when the query is finer than they are, and the rows are counted.
   */
  count?: (db: Db, query: ParsedListQuery, params: P) => Promise<number | null>;
  /** Work per page of items that needs the database (e.g. attachments of the page's rows). */
  completePage?: (db: Db, items: T[]) => Promise<T[]>;
  /** What an export writes, in order. Lists without it cannot be exported. */
  exportColumns?: ReadonlyArray<ExportColumn<T>>;
}

export interface Resource<T = unknown, P = unknown> extends ResourceDefinition<string, ResourceColumns, T, P> {
  spec: ListSpec;
}

/** Declares a resource; the list spec (whitelist, default sort, tie-breaker) is derived from it. */
export function defineResource<F extends string, S extends ResourceColumns, T, P = void>(definition: ResourceDefinition<F, S, T, P>): Resource<T, P> {
  const spec: ListSpec<F> = { fields: definition.fields, defaultSort: definition.defaultSort, tieBreaker: definition.id, defaultFilters: definition.defaultFilters };
  return { ...(definition as unknown as ResourceDefinition<string, ResourceColumns, T, P>), spec: spec as ListSpec };
}

/** Spec section 7: lists without a createdAt filter show what was created up to December 31 of the current year. */
export const createdUpToYearEnd =
  (field = 'createdAt') =>
  (now: Date): ListFilter[] => [{ field, operator: '$lte', value: `${now.getUTCFullYear()}-12-31T23:59:59` }];

/** The OpenAPI summary of a list: its title and the fields it filters and sorts by. */
export const fieldSummary = (resource: Pick<Resource, 'title' | 'fields'>): string => `${resource.title}. Fields: ${Object.keys(resource.fields).join(', ')}`;

/** The parsed query of a resource, the scope folded into `where` so totals and page starts are remembered per scope. */
export function parseResourceQuery<P>(resource: Pick<Resource<unknown, P>, 'spec' | 'extraParams' | 'scope'>, rawQuery: string, params: P, extra: readonly string[] = []): ParsedListQuery {
  const query = parseListQuery(rawQuery, resource.spec, [...(resource.extraParams ?? []), ...extra]);
  const scope = resource.scope?.(params);
  return scope ? { ...query, where: and(scope, query.where) } : query;
}

type Source<P> = Pick<Resource<unknown, P>, 'table' | 'joins' | 'source'>;

const dialect = new PgDialect();
/** Fragments rendered once, one map per kind of fragment (a resource keys more than one). */
const renderedJoins = new WeakMap<object, SQL>();
const renderedFroms = new WeakMap<object, SQL>();
const renderedSelects = new WeakMap<object, SQL>();

/**
 * The fragment `build` makes for `key` (a resource definition or its columns, which never change), turned into text
 * once when it binds no parameter: drizzle walks every chunk of a fragment each time a statement is rendered, and a
 * list's select list and joins alone took about 0.2 ms of every list request. A fragment with parameters is kept as
 * built (the same object reused).
 */
function renderedOnce(rendered: WeakMap<object, SQL>, key: object, build: () => SQL): SQL {
  let fragment = rendered.get(key);
  if (!fragment) {
    const built = build();
    const { sql: text, params } = dialect.sqlToQuery(built);
    fragment = params.length === 0 ? sql.raw(text) : built;
    rendered.set(key, fragment);
  }
  return fragment;
}

/** What `from` reads: the table, or the resource's own source of rows. */
const baseOf = <P>(resource: Source<P>, params: P): SQL | PgTable => (resource.source ? resource.source(params) : resource.table);

const joinsOf = <P>(resource: Source<P>, params: P): readonly ResourceJoin[] =>
  typeof resource.joins === 'function' ? resource.joins(params) : (resource.joins ?? []);

/** Whether the joins are the same for every request (not built from its params). */
const fixedJoins = <P>(resource: Source<P>): boolean => typeof resource.joins !== 'function';

const buildJoinClause = (joins: readonly ResourceJoin[]): SQL =>
  sql.join(joins.map((join) => sql` ${sql.raw(join.inner ? 'inner join' : 'left join')} ${join.table} on ${join.on}`));

/** ` left join <table> on <condition> ...` */
const joinClause = <P>(resource: Source<P>, params: P): SQL =>
  fixedJoins(resource) ? renderedOnce(renderedJoins, resource, () => buildJoinClause(joinsOf(resource, params))) : buildJoinClause(joinsOf(resource, params));

/** `<table> <joins>`, what follows `from`. */
export const fromClause = <P>(resource: Source<P>, params: P): SQL =>
  !resource.source && fixedJoins(resource)
    ? renderedOnce(renderedFroms, resource, () => sql`${resource.table}${joinClause(resource, params)}`)
    : sql`${baseOf(resource, params)}${joinClause(resource, params)}`;

/** The row select, each column under a positional alias so names never clash across joined tables. */
export const selectList = (resource: Pick<Resource, 'columns'>): SQL =>
  renderedOnce(renderedSelects, resource.columns, () =>
    sql.join(
      Object.values(resource.columns).map((column, i) => sql`${is(column, SQL.Aliased) ? column.sql : column} as ${sql.raw(`"c${i}"`)}`),
      sql`, `,
    ),
  );

const decoderOf = (column: ResourceColumn): ((value: unknown) => unknown) => {
  if (is(column, Column)) return (value) => column.mapFromDriverValue(value);
  const expr = is(column, SQL.Aliased) ? column.sql : column;
  // drizzle keeps `.mapWith(...)` on the SQL object; without it the driver's value is used as is.
  const decoder = (expr as unknown as { decoder?: { mapFromDriverValue(value: unknown): unknown } }).decoder;
  return decoder ? (value) => decoder.mapFromDriverValue(value) : (value) => value;
};

/** Turns rows read with `selectList` into the API items. */
export function rowReader<T, P>(resource: Resource<T, P>, params: P): (raw: Record<string, unknown>) => T {
  const names = Object.keys(resource.columns);
  const decoders = Object.values(resource.columns).map(decoderOf);
  return (raw) => {
    const row: Record<string, unknown> = {};
    names.forEach((name, i) => {
      const value = raw[`c${i}`];
      row[name] = value === null || value === undefined ? null : decoders[i](value);
    });
    return resource.toItem(row as never, params);
  };
}

/**
 * The name list memory keeps a resource's totals and page starts under: with its own source of rows (a report over a
 * period), the rows depend on the params too, so each period is remembered apart.
 */
const memoryName = <P>(resource: Pick<Resource<unknown, P>, 'name' | 'source'>, params: P): string =>
  resource.source ? `${resource.name}:${JSON.stringify(params)}` : resource.name;

/** `(select count(*) ...)` of the rows `from` holds under `where`, reading at most one past `cap`, to embed in a query. */
const countUpTo = (from: SQL, where: SQL | undefined, cap: number): SQL<number> =>
  sql<number>`(select count(*)::int from (select 1 from ${from}${where ? sql` where ${where}` : sql``} limit ${cap + 1}) as "matching")`;

/** How many rows match, and whether counting stopped at the cap with more left. */
export interface ResourceCount {
  total: number;
  capped: boolean;
}

/**
 * The count of rows matching the query (its scope included), remembered per filter by list memory. With `cap`, it
 * reads at most one row past the cap: a search matching most of a million rows costs what 10,001 rows cost. A kept
 * count (a report's pre-totalled months) costs nothing to read, so it stays exact.
 */
export function countResource<P>(
  db: Db,
  memory: ListMemory,
  resource: Source<P> & Pick<Resource<unknown, P>, 'name' | 'count'>,
  query: ParsedListQuery,
  params: P,
  { cap }: { cap?: number } = {},
): Promise<ResourceCount> {
  return memory.total(memoryName(resource, params), query.where, async () => {
    const kept = await resource.count?.(db, query, params);
    if (kept !== undefined && kept !== null) return { total: kept, capped: false };
    const from = fromClause(resource, params);
    const counted =
      cap === undefined
        ? sql`select count(*)::int as "total" from ${from}${query.where ? sql` where ${query.where}` : sql``}`
        : sql`select ${countUpTo(from, query.where, cap)} as "total"`;
    const [{ total }] = await selectRows<{ total: number }>(db, counted);
    return cap !== undefined && total > cap ? { total: cap, capped: true } : { total, capped: false };
  });
}

/**
 * A row count written into the statement: PostgreSQL plans a LIMIT or OFFSET it can read for what it is, and keeps one
 * plan for a prepared statement only when neither is a parameter.
 */
const rowCount = (n: number): SQL => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a row count: ${n}`);
  return sql.raw(String(n));
};

/**
 * Whether a page's statement has the same best plan whatever its values, so it is kept prepared and planned once
 * instead of on every request: the first page (nothing to skip, no remembered start to seek from) with no filter value
 * bound (ParsedListQuery.boundValues), whose only values are its scope (whose rows). A search term, a date, a number
 * or an id may change the best plan, and so may where a page starts: planned without its values, a seek from a
 * remembered start was estimated at a guess, and upcoming approved leave, oldest first, was read through three indexes
 * and the table (67 ms) instead of the approved rows' covering index (3 ms). Those pages are planned for their values.
 */
const keepsOnePlan = (query: ParsedListQuery, start: PageStart): boolean => start.skip === 0 && start.from === null && !query.boundValues;

/**
 * One page of the resource. One round trip reads the page's ids (and sort keys) first, with only what the filter and
 * sort need (PostgreSQL drops unused left joins), by seeking to a remembered page start when there is one; then those
 * rows in full. One row more than the page is read: its keys are where the next page starts.
 */
export async function readPage<T, P>(db: Db, memory: ListMemory, resource: Resource<T, P>, query: ParsedListQuery, params: P): Promise<T[]> {
  const start = memory.pageStart(memoryName(resource, params), query);
  const from = fromClause(resource, params);
  const where = and(query.where, start.from ? seekFrom(query, start.from) : undefined);
  if (resource.source) return readSourcePage(db, memory, resource, query, params, start, from, where);
  const keyColumns = query.seekable || query.matchingFirst ? query.keys.map((key, i) => sql`, ${key} as ${sql.raw(`"k${i}"`)}`) : [];
  const pageKeys = query.seekable ? sql.raw(`json_build_array(${query.keys.map((_, i) => `"page"."k${i}"`).join(', ')})`) : sql`null`;
  const matching = sql`select ${resource.id} as "id"${sql.join(keyColumns)} from ${from}${where ? sql` where ${where}` : sql``}`;
  // OFFSET 0 keeps the matching rows' subquery planned on its own, for all its rows, so no index walk in sort order
  // is chosen for it (see ListField.fewRows).
  const ids = query.matchingFirst
    ? sql`select * from (${matching} offset 0) as "matching" order by ${sql.join(query.matchingFirst, sql`, `)}`
    : sql`${matching} order by ${sql.join(query.orderBy, sql`, `)}`;
  const raw = await (keepsOnePlan(query, start) ? selectRowsPrepared : selectRows)<Record<string, unknown> & { __keys: unknown[] | null }>(
    db,
    sql`select ${selectList(resource)}, ${pageKeys} as "__keys"
        from (${ids} limit ${rowCount(query.limit + 1)} offset ${rowCount(start.skip)}) as "page"
        inner join ${baseOf(resource, params)} on ${resource.id} = "page"."id"${joinClause(resource, params)}
        order by ${sql.join(query.orderBy, sql`, `)}`,
  );
  memory.rememberPage(memoryName(resource, params), query, start, raw[0]?.__keys ?? undefined, raw[query.limit]?.__keys ?? undefined);
  const read = rowReader(resource, params);
  const items = raw.slice(0, query.limit).map(read);
  return resource.completePage ? resource.completePage(db, items) : items;
}

/**
 * A page of a resource whose rows come from its own source (a grouped report): one query, since reading the source
 * a second time to fetch the page's rows by id would redo the grouping, which is the costly part.
 */
async function readSourcePage<T, P>(
  db: Db,
  memory: ListMemory,
  resource: Resource<T, P>,
  query: ParsedListQuery,
  params: P,
  start: PageStart,
  from: SQL,
  where: SQL | undefined,
): Promise<T[]> {
  const keys = query.seekable ? sql`json_build_array(${sql.join(query.keys, sql`, `)})` : sql`null`;
  // A source's params (a report's period) shape what it reads: only a source read with none keeps one plan.
  const withoutParams = params === undefined || params === null || Object.values(params).every((value) => value === undefined);
  const raw = await (withoutParams && keepsOnePlan(query, start) ? selectRowsPrepared : selectRows)<Record<string, unknown> & { __keys: unknown[] | null }>(
    db,
    sql`select ${selectList(resource)}, ${keys} as "__keys" from ${from}${where ? sql` where ${where}` : sql``}
        order by ${sql.join(query.orderBy, sql`, `)} limit ${rowCount(query.limit + 1)} offset ${rowCount(start.skip)}`,
  );
  memory.rememberPage(memoryName(resource, params), query, start, raw[0]?.__keys ?? undefined, raw[query.limit]?.__keys ?? undefined);
  const read = rowReader(resource, params);
  const items = raw.slice(0, query.limit).map(read);
  return resource.completePage ? resource.completePage(db, items) : items;
}

/** The list answer `{ data, count, total, page, pageCount }` for a raw query string; a 400 names every problem. */
export async function listResource<T, P>(ctx: Pick<ServiceContext, 'db' | 'listMemory'>, resource: Resource<T, P>, rawQuery: string, params: P): Promise<ListResponse<T>> {
  const query = parseResourceQuery(resource, rawQuery, params);
  const data = await readPage(ctx.db, ctx.listMemory, resource, query, params);
  const { total, capped } = await countResource(ctx.db, ctx.listMemory, resource, query, params, { cap: listTotalCap(query.filters) });
  return listResponse(data, total, query, { capped });
}

/** The raw query without its filters on `field` (plain or indexed), so a count by that field sees every value. */
export function withoutFilterOn(rawQuery: string, field: string): string {
  const params = new URLSearchParams(rawQuery);
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    if (/^filter(\[\d+\])?$/.test(key) && (parseFilter(value)?.field ?? value.split('||')[0]) === field) continue;
    kept.append(key, value);
  }
  return kept.toString();
}

/**
 * The rows of each status under the list's filters except the status one (its scope and default filters included, so
 * the counts are the totals the list shows for each status chip). Every status of the field is answered, zero
 * included. Like a list's total, a count stops at the list's cap (`listTotalCap`: lower under a search), and the answer
 * names the statuses that reached it. Past the cap with no search, each status is counted on its own up to the cap (at
 * most 10,001 entries of its index) instead of grouping every row; a search finds its rows once (a trigram index
 * answers all or nothing) and groups them, which costs less than finding them again for each status.
 */
export async function countResourceByStatus<T, P>(ctx: Pick<ServiceContext, 'db' | 'listMemory'>, resource: Resource<T, P>, rawQuery: string, params: P): Promise<StatusCounts> {
  const field = resource.statusField;
  const spec = field ? resource.fields[field] : undefined;
  if (!field || !spec?.values) throw new Error(`The ${resource.name} resource names no status field, so it has no status counts.`);
  const values = spec.values;
  const query = parseResourceQuery(resource, withoutFilterOn(rawQuery, field), params);
  // "All" is the list's own total with no status chosen, remembered with it.
  const cap = listTotalCap(query.filters);
  const all = await countResource(ctx.db, ctx.listMemory, resource, query, params, { cap });
  const from = fromClause(resource, params);
  const searched = isSearch(query.filters);
  // Remembered like a list's total: everyone opening the list, or coming back to it, asks for the same chips.
  return ctx.listMemory.total(`${resource.name}/status-counts`, query.where, async (): Promise<StatusCounts> => {
    const counted = new Map<string, number>();
    if (all.capped && !searched) {
      const each = values.map((value, i) => sql`${countUpTo(from, and(query.where, filterToSql(spec, '$eq', value)), cap)} as ${sql.raw(`"c${i}"`)}`);
      const [row] = await selectRows<Record<string, number>>(ctx.db, sql`select ${sql.join(each, sql`, `)}`);
      values.forEach((value, i) => counted.set(value, row[`c${i}`]));
    } else {
      const where = query.where ? sql` where ${query.where}` : sql``;
      const rows = await selectRows<{ status: string; count: number }>(ctx.db, sql`select ${spec.expr} as "status", count(*)::int as "count" from ${from}${where} group by 1`);
      for (const row of rows) counted.set(row.status, row.count);
    }
    const counts = Object.fromEntries(values.map((value) => [value, Math.min(counted.get(value) ?? 0, cap)]));
    const capped = values.filter((value) => (counted.get(value) ?? 0) > cap);
    if (!all.capped) return { counts, total: Object.values(counts).reduce((sum, count) => sum + count, 0) };
    return { counts, total: all.total, totalCapped: true, ...(capped.length > 0 ? { capped } : {}) };
  });
}

/** `(select count(*) ...)` of the rows a raw list query shows (scope and default filters included), to embed in a query. */
export function countSubquery<P>(resource: Resource<unknown, P>, rawQuery: string, params: P): SQL<number> {
  const query = parseResourceQuery(resource, rawQuery, params);
  const where = query.where ? sql` where ${query.where}` : sql``;
  return sql<number>`(select count(*)::int from ${fromClause(resource, params)}${where})`;
}
