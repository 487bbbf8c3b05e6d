import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('shows naira with thousands separators and kobo', () => {
    expect(formatMoney(150000)).toBe('₦150,000.00');
    expect(formatMoney('2500.5')).toBe('₦2,500.50');
    expect(formatMoney(0)).toBe('₦0.00');
  });

  it('drops the kobo of a whole amount where space is short', () => {
    expect(formatMoney(150000, { wholeUnits: true })).toBe('₦150,000');
    expect(formatMoney(99.5, { wholeUnits: true })).toBe('₦99.50');
  });

  it('passes nulls through and shows an unreadable value as it came', () => {
    expect(formatMoney(null)).toBeNull();
    expect(formatMoney(undefined)).toBeNull();
    expect(formatMoney('')).toBeNull();
    expect(formatMoney('lots')).toBe('lots');
  });
});
