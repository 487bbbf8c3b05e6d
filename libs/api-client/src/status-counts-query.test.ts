import { statusCountsQuery } from './status-counts-query';

describe('statusCountsQuery', () => {
  it("keeps the list's filters but the status one, and drops sort, page and limit", () => {
    expect(
      statusCountsQuery({
        filters: [
          { field: 'staff.fullName', operator: '$cont', value: 'Ann' },
          { field: 'status', operator: '$eq', value: 'PENDING' },
        ],
        sort: [{ field: 'createdAt', direction: 'ASC' }],
        page: 3,
        limit: 25,
      }),
    ).toEqual({ filters: [{ field: 'staff.fullName', operator: '$cont', value: 'Ann' }] });
  });
});
