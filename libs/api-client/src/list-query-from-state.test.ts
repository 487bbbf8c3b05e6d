import { listQueryFromState } from './list-query-from-state';
import { toSearchParams } from './to-search-params';

describe('listQueryFromState', () => {
  it('carries page, limit, sort and filters over as they are', () => {
    expect(
      listQueryFromState({
        page: 2,
        limit: 25,
        sort: [{ field: 'fullName', direction: 'ASC' }],
        filters: [{ field: 'status', operator: '$eq', value: 'Active' }],
      }),
    ).toEqual({
      page: 2,
      limit: 25,
      sort: [{ field: 'fullName', direction: 'ASC' }],
      filters: [{ field: 'status', operator: '$eq', value: 'Active' }],
    });
  });

  it('bounds a date range from the first second of the first day to the last second of the last', () => {
    const query = listQueryFromState({
      page: 1,
      limit: 10,
      sort: [],
      filters: [],
      dateRange: { field: 'createdAt', from: '2026-01-05', to: '2026-01-09' },
    });
    expect(query.filters).toEqual([
      { field: 'createdAt', operator: '$gte', value: '2026-01-05T00:00:00' },
      { field: 'createdAt', operator: '$lte', value: '2026-01-09T23:59:59' },
    ]);
    // A range the person chose replaces the API's Dec 31 default.
    expect(toSearchParams(query).getAll('filter')).toEqual([
      'createdAt||$gte||2026-01-05T00:00:00',
      'createdAt||$lte||2026-01-09T23:59:59',
    ]);
  });

  it('leaves the Dec 31 default to the API when no range is chosen', () => {
    const query = listQueryFromState({ page: 1, limit: 10, sort: [], filters: [], dateRange: { field: 'createdAt' } });
    expect(query.filters).toEqual([]);
    expect(toSearchParams(query).getAll('filter')).toEqual([]);
  });
});
