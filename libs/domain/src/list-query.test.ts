import { formatFilter, parseFilter, parseSort } from './list-query';

describe('list query strings', () => {
  it('reads field, operator and a value that itself contains the separator', () => {
    expect(parseFilter('fullName||$cont||a||b')).toEqual({ field: 'fullName', operator: '$cont', value: 'a||b' });
  });
  it('refuses an unknown operator or a missing part', () => {
    expect(parseFilter('fullName||$like||x')).toBeNull();
    expect(parseFilter('fullName||$eq')).toBeNull();
  });
  it('round-trips a filter', () => {
    const f = { field: 'department.name', operator: '$eq' as const, value: 'Operations' };
    expect(parseFilter(formatFilter(f))).toEqual(f);
  });
  it('reads a sort, defaulting to ascending, and refuses junk', () => {
    expect(parseSort('createdAt,DESC')).toEqual({ field: 'createdAt', direction: 'DESC' });
    expect(parseSort('createdAt')).toEqual({ field: 'createdAt', direction: 'ASC' });
    expect(parseSort('createdAt,SIDEWAYS')).toBeNull();
  });
});
