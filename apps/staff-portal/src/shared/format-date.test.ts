import { formatDate } from './format-date';

describe('formatDate', () => {
  it('formats a calendar day without shifting it across time zones', () => {
    expect(formatDate('2024-03-04')).toBe('4 March 2024');
  });

  it('formats an instant and passes nulls and unreadable values through', () => {
    expect(formatDate('2024-03-04T12:00:00.000Z')).toBe('4 March 2024');
    expect(formatDate(null)).toBeNull();
    expect(formatDate('someday')).toBe('someday');
  });
});
