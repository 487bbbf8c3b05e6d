// What the API remembers about big lists for a few seconds, so their cost does not grow with the table:
// - totals: counting every matching row is the one part of a list answer that grows with the table, and an admin
//   paging through one filtered list asks for the same total on every page;
//   Requests that want a total being counted at that moment wait for that count instead of starting their own: ten
//   people opening one big list at once used to run ten identical counts side by side, each slower for the others.
// - page starts: where a page begins (the sort key of its first row), so page N is read by seeking to that key in
//   the index instead of skipping (N - 1) x limit rows. Each page served also remembers where the next one starts,
//   so paging forward seeks too.
// Everything remembered is forgotten the moment this process answers any successful write, so what a person changes
// here shows at once; on PostgreSQL every other API process forgets too (list-memory-sync.ts), and should that notice
// not arrive, remembered things last no longer than the time to live. LIST_CACHE_SECONDS=0 turns it off.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ParsedListQuery } from './list-query';

const dialect = new PgDialect();
const MAX_ENTRIES = 1000;
const MAX_PAGES_PER_LIST = 200;

/** The values of a row's sort keys (`ParsedListQuery.keys`), as the database returned them. */
export type SortKeyValues = readonly unknown[];

/** Where to read a page from: seek to `from` (if any), then skip `skip` rows. */
export interface PageStart {
  from: SortKeyValues | null;
  skip: number;
  /** What was remembered when the read began; a write since then means the positions read are not kept. */
  generation: number;
}

export interface ListMemory {
  /**
   * The total for `where` on `list`, counted by `count` unless a fresh one is remembered (any count: a list's status
   * counts are remembered under their own list name).
   */
  total<T = number>(list: string, where: SQL | undefined, count: () => Promise<T>): Promise<T>;
  /** How to reach the query's page: from the nearest remembered page start at or before it, or by offset. */
  pageStart(list: string, query: ParsedListQuery): PageStart;
  /** Remembers where `page` starts and, when known, where the page after it starts. */
  rememberPage(list: string, query: ParsedListQuery, start: PageStart, first: SortKeyValues | undefined, next: SortKeyValues | undefined): void;
  /** Forgets everything (after a write). */
  forget(): void;
}

/** Each filter or sort as text, rendered once per object: a list request asks for its total, its page start and, after reading, remembers the next one. */
const renderedParts = new WeakMap<SQL, string>();
const textOf = (part: SQL): string => {
  let text = renderedParts.get(part);
  if (text === undefined) {
    text = JSON.stringify(dialect.sqlToQuery(part));
    renderedParts.set(part, text);
  }
  return text;
};

const keyOf = (list: string, parts: Array<SQL | undefined>) => [list, ...parts.map((part) => (part ? textOf(part) : ''))].join('\u0000');

export function createListMemory(ttlSeconds: number, now: () => number = Date.now): ListMemory {
  const totals = new Map<string, { total: unknown; expires: number }>();
  const starts = new Map<string, { pages: Map<number, SortKeyValues>; expires: number }>();
  const counting = new Map<string, { total: Promise<unknown>; generation: number }>();
  let generation = 0;

  const bounded = <V>(map: Map<string, V>, key: string, value: V) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
  };
  const positionsKey = (list: string, query: ParsedListQuery) =>
    `${keyOf(list, [query.where, ...query.orderBy])}\u0000${query.limit}`;

  return {
    async total<T>(list: string, where: SQL | undefined, count: () => Promise<T>): Promise<T> {
      if (ttlSeconds <= 0) return count();
      const key = keyOf(list, [where]);
      const hit = totals.get(key);
      if (hit && hit.expires > now()) return hit.total as T;
      // Requests for one total that arrive while it is being counted (people paging or searching the same list at
      // once) wait for that count instead of each counting the same rows again.
      const inFlight = counting.get(key);
      if (inFlight && inFlight.generation === generation) return inFlight.total as Promise<T>;
      // A write that lands while counting bumps the generation, so this count is not kept past it.
      const startedIn = generation;
      const total = count();
      counting.set(key, { total, generation: startedIn });
      try {
        const counted = await total;
        if (startedIn === generation) bounded(totals, key, { total: counted, expires: now() + ttlSeconds * 1000 });
        return counted;
      } finally {
        if (counting.get(key)?.total === total) counting.delete(key);
      }
    },

    pageStart(list, query) {
      const offset = { from: null, skip: query.offset, generation };
      if (ttlSeconds <= 0 || !query.seekable) return offset;
      const known = starts.get(positionsKey(list, query));
      if (!known || known.expires <= now()) return offset;
      let best = 0;
      for (const page of known.pages.keys()) if (page <= query.page && page > best) best = page;
      const from = known.pages.get(best);
      return best > 0 && from ? { from, skip: (query.page - best) * query.limit, generation } : offset;
    },

    rememberPage(list, query, start, first, next) {
      if (ttlSeconds <= 0 || !query.seekable || start.generation !== generation) return;
      const key = positionsKey(list, query);
      const existing = starts.get(key);
      const entry = existing && existing.expires > now() ? existing : { pages: new Map<number, SortKeyValues>(), expires: now() + ttlSeconds * 1000 };
      // Page 1 starts at the beginning: seeking from its own first row reads the same rows, and binds two values a
      // page kept prepared would then be planned without (resource.ts, keepsOnePlan).
      if (first && query.page > 1) entry.pages.set(query.page, first);
      if (next) entry.pages.set(query.page + 1, next);
      while (entry.pages.size > MAX_PAGES_PER_LIST) entry.pages.delete(entry.pages.keys().next().value as number);
      bounded(starts, key, entry);
    },

    forget() {
      generation += 1;
      totals.clear();
      starts.clear();
    },
  };
}
