import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createListMemory } from './list-memory';
import type { ParsedListQuery } from './list-query';

const counter = (values: number[]) => {
  let calls = 0;
  return { count: async () => values[Math.min(calls++, values.length - 1)], calls: () => calls };
};

describe('list totals', () => {
  it('counts once per list and filter while the total is fresh', async () => {
    const totals = createListMemory(10);
    const c = counter([7, 8]);
    expect(await totals.total('staff', sql`status = ${'Active'}`, c.count)).toBe(7);
    expect(await totals.total('staff', sql`status = ${'Active'}`, c.count)).toBe(7);
    expect(c.calls()).toBe(1);
  });

  it('keeps different filters, parameters and lists apart', async () => {
    const totals = createListMemory(10);
    const c = counter([1, 2, 3, 4]);
    await totals.total('staff', sql`status = ${'Active'}`, c.count);
    expect(await totals.total('staff', sql`status = ${'Pending'}`, c.count)).toBe(2);
    expect(await totals.total('users', sql`status = ${'Active'}`, c.count)).toBe(3);
    expect(await totals.total('staff', undefined, c.count)).toBe(4);
  });

  it('counts again after a write and after the time to live', async () => {
    let clock = 0;
    const totals = createListMemory(10, () => clock);
    const c = counter([1, 2, 3]);
    await totals.total('staff', undefined, c.count);
    totals.forget();
    expect(await totals.total('staff', undefined, c.count)).toBe(2);
    clock = 10_001;
    expect(await totals.total('staff', undefined, c.count)).toBe(3);
  });

  it('does not keep a count that a write overtook', async () => {
    const totals = createListMemory(10);
    let release: (n: number) => void = () => {};
    const slow = totals.total('staff', undefined, () => new Promise<number>((resolve) => (release = resolve)));
    totals.forget();
    release(5);
    expect(await slow).toBe(5);
    const c = counter([6]);
    expect(await totals.total('staff', undefined, c.count)).toBe(6);
  });

  it('lets requests that ask while a total is being counted wait for that count', async () => {
    const totals = createListMemory(10);
    let release: (n: number) => void = () => {};
    let calls = 0;
    const slow = () => {
      calls += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const first = totals.total('staff', sql`status = ${'Active'}`, slow);
    const second = totals.total('staff', sql`status = ${'Active'}`, slow);
    release(9);
    expect(await Promise.all([first, second])).toEqual([9, 9]);
    expect(calls).toBe(1);
  });

  it('counts again for a request after a write, even while an earlier count is running', async () => {
    const totals = createListMemory(10);
    let release: (n: number) => void = () => {};
    const before = totals.total('staff', undefined, () => new Promise<number>((resolve) => (release = resolve)));
    totals.forget();
    const c = counter([6]);
    expect(await totals.total('staff', undefined, c.count)).toBe(6);
    release(5);
    expect(await before).toBe(5);
    expect(c.calls()).toBe(1);
  });

  it('does not keep a count that failed', async () => {
    const totals = createListMemory(10);
    await expect(totals.total('staff', undefined, () => Promise.reject(new Error('timeout')))).rejects.toThrow('timeout');
    const c = counter([4]);
    expect(await totals.total('staff', undefined, c.count)).toBe(4);
  });

  it('always counts when turned off', async () => {
    const totals = createListMemory(0);
    const c = counter([1, 2]);
    await totals.total('staff', undefined, c.count);
    expect(await totals.total('staff', undefined, c.count)).toBe(2);
  });
});

describe('page starts', () => {
  const query = (page: number, seekable = true): ParsedListQuery => ({
    page,
    limit: 10,
    offset: (page - 1) * 10,
    where: undefined,
    orderBy: [sql`created_at desc`],
    keys: [sql`created_at`],
    seekable,
    descending: true,
    filters: [],
    boundValues: false,
    sort: [],
  });

  it('skips by offset until a page start is remembered, then seeks from the nearest one before the page', () => {
    const memory = createListMemory(10);
    expect(memory.pageStart('staff', query(5))).toMatchObject({ from: null, skip: 40 });
    memory.rememberPage('staff', query(2), memory.pageStart('staff', query(2)), ['k2'], ['k3']);
    expect(memory.pageStart('staff', query(3))).toMatchObject({ from: ['k3'], skip: 0 });
    expect(memory.pageStart('staff', query(5))).toMatchObject({ from: ['k3'], skip: 20 });
    expect(memory.pageStart('staff', query(1))).toMatchObject({ from: null, skip: 0 });
  });

  it('reads page 1 from the beginning, having read it before', () => {
    const memory = createListMemory(10);
    memory.rememberPage('staff', query(1), memory.pageStart('staff', query(1)), ['k1'], ['k2']);
    expect(memory.pageStart('staff', query(1))).toMatchObject({ from: null, skip: 0 });
    expect(memory.pageStart('staff', query(2))).toMatchObject({ from: ['k2'], skip: 0 });
  });

  it('keeps nothing for orders it cannot seek, nor what a write overtook', () => {
    const memory = createListMemory(10);
    memory.rememberPage('staff', query(1, false), memory.pageStart('staff', query(1, false)), ['k1'], ['k2']);
    expect(memory.pageStart('staff', query(2, false))).toMatchObject({ from: null, skip: 10 });
    const start = memory.pageStart('staff', query(1));
    memory.forget();
    memory.rememberPage('staff', query(1), start, ['k1'], ['k2']);
    expect(memory.pageStart('staff', query(2))).toMatchObject({ from: null, skip: 10 });
  });
});
