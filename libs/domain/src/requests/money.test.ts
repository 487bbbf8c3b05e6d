import { fromMinorUnits, moneyInputSchema, moneyProblem, splitEvenly, toMinorUnits } from './money';

describe('money in minor units', () => {
  it('reads numbers and decimal strings exactly, without float arithmetic', () => {
    expect(toMinorUnits('0.1')).toBe(10);
    expect(toMinorUnits(0.29)).toBe(29);
    expect(toMinorUnits(1.005e2)).toBe(10050);
    expect(toMinorUnits('1500.50')).toBe(150050);
    expect(toMinorUnits('1500.500')).toBe(150050);
    expect(toMinorUnits(99999999999.99)).toBe(9999999999999);
    expect(fromMinorUnits(150050)).toBe('1500.50');
    expect(fromMinorUnits(7)).toBe('0.07');
    expect(fromMinorUnits(-7)).toBe('-0.07');
  });

  it('refuses zero, negative, non-numbers and more than two decimals with a message each', () => {
    expect(moneyProblem(0)).toBe('Enter an amount greater than zero.');
    expect(moneyProblem('0.00')).toBe('Enter an amount greater than zero.');
    expect(moneyProblem(-1)).toBe('Enter an amount greater than zero.');
    expect(moneyProblem('1,000')).toMatch(/as a number/);
    expect(moneyProblem(1e21)).toMatch(/as a number/);
    expect(moneyProblem('10.001')).toMatch(/two decimal places/);
    expect(moneyProblem(0.001)).toMatch(/two decimal places/);
    expect(moneyProblem(100000000000)).toBe('That amount is too large.');
    expect(moneyProblem('0.01')).toBeNull();
    expect(moneyInputSchema.safeParse('12.3').success).toBe(true);
    expect(moneyInputSchema.safeParse(Number.NaN).success).toBe(false);
  });

  it('splits an amount into shares that add up exactly, odd units first', () => {
    expect(splitEvenly(10000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitEvenly(2, 3)).toEqual([1, 1, 0]);
    expect(splitEvenly(100, 1)).toEqual([100]);
    for (const [total, parts] of [[100001, 7], [99999999, 12], [1, 12], [50000000, 24]]) {
      const shares = splitEvenly(total, parts);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
    }
    expect(() => splitEvenly(100, 0)).toThrow();
  });
});
