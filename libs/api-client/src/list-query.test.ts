import { listQuery } from './list-query';

describe('listQuery', () => {
  it('builds filters, sorts, page and limit in order', () => {
    expect(
      listQuery()
        .filter('fullName', '$cont', 'ada')
        .filter('department.name', '$eq', 'Operations')
        .sort('createdAt', 'DESC')
        .page(3)
        .limit(25)
        .build(),
    ).toEqual({
      filters: [
        { field: 'fullName', operator: '$cont', value: 'ada' },
        { field: 'department.name', operator: '$eq', value: 'Operations' },
      ],
      sort: [{ field: 'createdAt', direction: 'DESC' }],
      page: 3,
      limit: 25,
    });
  });

  it('starts at page 1 with 10 rows', () => {
    expect(listQuery().build()).toEqual({ filters: [], sort: [], page: 1, limit: 10 });
  });

  it('skips empty filter values so an empty search box filters nothing', () => {
    expect(listQuery().filter('fullName', '$cont', '').filter('status', '$eq', null).filter('status', '$in', []).build().filters).toEqual([]);
  });

  it('joins $in values with commas and writes numbers as text', () => {
    const { filters } = listQuery().filter('status', '$in', ['Active', 'Pending']).filter('age', '$gte', 30).build();
    expect(filters.map((f) => f.value)).toEqual(['Active,Pending', '30']);
  });

  it('turns a date range into T00:00:00 / T23:59:59 bounds', () => {
    expect(listQuery().dateRange('createdAt', '2026-03-01', '2026-03-31').build().filters).toEqual([
      { field: 'createdAt', operator: '$gte', value: '2026-03-01T00:00:00' },
      { field: 'createdAt', operator: '$lte', value: '2026-03-31T23:59:59' },
    ]);
    expect(listQuery().dateRange('createdAt', null, '2026-03-31').build().filters).toHaveLength(1);
  });

  it('clamps the limit to 1..100 and the page to at least 1', () => {
    expect(listQuery().limit(500).page(0).build()).toMatchObject({ limit: 100, page: 1 });
    expect(listQuery().limit(0).build().limit).toBe(10);
  });

  it('never changes an earlier builder', () => {
    const base = listQuery().filter('status', '$eq', 'Active');
    base.filter('fullName', '$cont', 'x').sort('createdAt');
    expect(base.build().filters).toHaveLength(1);
    expect(base.build().sort).toEqual([]);
  });
});
