import { listQuery } from './list-query';
import { toSearchParams } from './to-search-params';

describe('toSearchParams', () => {
  afterEach(() => vi.useRealTimers());

  it('writes filters and sorts in the repeated form', () => {
    const query = listQuery()
      .filter('fullName', '$cont', 'ada||eze')
      .filter('status', '$eq', 'Active')
      .sort('createdAt', 'DESC')
      .sort('fullName', 'ASC')
      .page(2)
      .limit(50)
      .build();
    const params = toSearchParams(query);
    expect(params.getAll('filter')).toEqual(['fullName||$cont||ada||eze', 'status||$eq||Active']);
    expect(params.getAll('sort')).toEqual(['createdAt,DESC', 'fullName,ASC']);
    expect(params.get('page')).toBe('2');
    expect(params.get('limit')).toBe('50');
    expect([...params.keys()]).not.toContain('filter[0]');
    expect(params.toString()).toBe(
      'filter=fullName%7C%7C%24cont%7C%7Cada%7C%7Ceze&filter=status%7C%7C%24eq%7C%7CActive&sort=createdAt%2CDESC&sort=fullName%2CASC&page=2&limit=50',
    );
  });

  it('sends only what the query holds: the createdAt bound and default order are the API list definition', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 4, 17, 10, 0, 0));
    expect(toSearchParams(listQuery().filter('status', '$eq', 'Active').build()).getAll('filter')).toEqual(['status||$eq||Active']);
    expect(toSearchParams({}).toString()).toBe('');
  });

  it('accepts a partial query', () => {
    expect(toSearchParams({ page: 4 }).toString()).toBe('page=4');
  });
});
