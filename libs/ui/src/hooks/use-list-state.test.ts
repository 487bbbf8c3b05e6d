import { act, renderHook } from '@testing-library/react';
import { useListState, type UseListStateOptions } from './use-list-state';

/** Plays the router: the hook reads the address and every change becomes the new address. */
function setup(initial = '', options?: UseListStateOptions) {
  let params = new URLSearchParams(initial);
  const setSearchParams = vi.fn((next: URLSearchParams) => {
    params = new URLSearchParams(next);
  });
  const hook = renderHook(() => useListState([params, setSearchParams], options));
  const act2 = (fn: () => void) => {
    act(fn);
    hook.rerender();
  };
  return { hook, address: () => params.toString(), change: act2, setSearchParams };
}

describe('useListState', () => {
  it('starts on page 1 with the default sort and 10 rows when the address says nothing', () => {
    const { hook } = setup('', { defaultSort: { field: 'createdAt', direction: 'DESC' } });
    expect(hook.result.current.state).toEqual({
      page: 1,
      limit: 10,
      sort: [{ field: 'createdAt', direction: 'DESC' }],
      filters: [],
      dateRange: undefined,
    });
    expect(hook.result.current.tableProps.paginationModel).toEqual({ page: 0, pageSize: 10 });
  });

  it('reads a shared link: page, size, sort, filters and dates', () => {
    const { hook } = setup('page=3&limit=25&sort=fullName:asc&filter=fullName:cont:Ann&filter=status:eq:Active&from=2026-01-01&to=2026-01-31', {
      dateField: 'createdAt',
    });
    expect(hook.result.current.state).toEqual({
      page: 3,
      limit: 25,
      sort: [{ field: 'fullName', direction: 'ASC' }],
      filters: [
        { field: 'fullName', operator: '$cont', value: 'Ann' },
        { field: 'status', operator: '$eq', value: 'Active' },
      ],
      dateRange: { field: 'createdAt', from: '2026-01-01', to: '2026-01-31' },
    });
    expect(hook.result.current.tableProps.sortModel).toEqual([{ field: 'fullName', sort: 'asc' }]);
  });

  it('ignores what it cannot read instead of failing', () => {
    const { hook } = setup('page=-2&limit=5000&sort=x:sideways&filter=broken&filter=a:like:b&from=yesterday', { dateField: 'createdAt' });
    const { state } = hook.result.current;
    expect(state.page).toBe(1);
    expect(state.limit).toBe(100);
    expect(state.sort).toEqual([]);
    expect(state.filters).toEqual([]);
    expect(state.dateRange).toEqual({ field: 'createdAt', from: undefined, to: undefined });
  });

  it('keeps a value that contains colons whole', () => {
    const { hook } = setup('filter=startTime:eq:09:30');
    expect(hook.result.current.state.filters).toEqual([{ field: 'startTime', operator: '$eq', value: '09:30' }]);
  });

  it('writes paging to the address as a new history entry and keeps other keys', () => {
    const { hook, address, change, setSearchParams } = setup('tab=documents');
    change(() => hook.result.current.tableProps.onPaginationModelChange({ page: 2, pageSize: 10 }));
    expect(address()).toBe('tab=documents&page=3');
    expect(setSearchParams.mock.calls[0]).toHaveLength(1); // no { replace: true }: back returns to page 1
    expect(hook.result.current.state.page).toBe(3);
  });

  it('goes back to page 1 when the page size, sort or filters change', () => {
    const { hook, address, change } = setup('page=4');
    change(() => hook.result.current.tableProps.onPaginationModelChange({ page: 3, pageSize: 50 }));
    expect(address()).toBe('limit=50');

    change(() => hook.result.current.tableProps.onPaginationModelChange({ page: 1, pageSize: 50 }));
    change(() => hook.result.current.tableProps.onSortModelChange([{ field: 'fullName', sort: 'desc' }]));
    expect(address()).toBe('limit=50&sort=fullName%3Adesc');

    change(() => hook.result.current.tableProps.onPaginationModelChange({ page: 1, pageSize: 50 }));
    change(() => hook.result.current.setFilters([{ field: 'fullName', operator: '$cont', value: 'Kofi' }]));
    expect(hook.result.current.state.page).toBe(1);
    expect(hook.result.current.state.filters).toEqual([{ field: 'fullName', operator: '$cont', value: 'Kofi' }]);
  });

  it('returns to the default order when a column sort is cleared', () => {
    const { hook, change } = setup('sort=fullName:asc', { defaultSort: { field: 'createdAt', direction: 'DESC' } });
    change(() => hook.result.current.tableProps.onSortModelChange([]));
    expect(hook.result.current.state.sort).toEqual([{ field: 'createdAt', direction: 'DESC' }]);
  });

  it('sets and clears the date range; clear keeps the sort', () => {
    const { hook, address, change } = setup('sort=fullName:asc', { dateField: 'createdAt' });
    change(() => hook.result.current.filterBarProps.onDateRangeChange?.({ from: '2026-02-01' }));
    expect(hook.result.current.state.dateRange).toEqual({ field: 'createdAt', from: '2026-02-01', to: undefined });
    change(() => hook.result.current.setFilters([{ field: 'status', operator: '$eq', value: 'Active' }]));
    change(() => hook.result.current.clear());
    expect(address()).toBe('sort=fullName%3Aasc');
  });

  it('keeps two lists on one screen apart with a prefix', () => {
    const { hook, address, change } = setup('page=2', { prefix: 'docs.' });
    expect(hook.result.current.state.page).toBe(1);
    change(() => hook.result.current.tableProps.onPaginationModelChange({ page: 1, pageSize: 10 }));
    expect(address()).toBe('page=2&docs.page=2');
  });
});
