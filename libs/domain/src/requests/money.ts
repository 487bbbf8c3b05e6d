// Money as integer minor units (kobo, cents): parsed from the decimal text a person typed, never through float arithmetic.
import { z } from 'zod';

/** Amounts travel out of the API as decimal strings with exactly two places: "150000.00". */
export const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/).describe('decimal amount with two places, e.g. "150000.00"');
export type Money = z.infer<typeof moneySchema>;

const MONEY_TEXT = /^\d+(\.\d+)?$/;
/** Large enough for any payroll, small enough to stay an exact integer in minor units. */
export const MONEY_MAX_MINOR = 99_999_999_999_99;

/**
 * An amount as people send it: a JSON number (1500, 1500.5) or a decimal string ("1500.50").
 * Zero, negative, more than two decimal places and absurdly large amounts are refused with a message each.
 */
export const moneyInputSchema = z.union([z.number(), z.string()]).superRefine((value, ctx) => {
  const problem = moneyProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
export type MoneyInput = z.infer<typeof moneyInputSchema>;

function moneyText(value: number | string): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 'NaN';
    // Numbers with an exponent (1e21) are refused as text below; toString keeps what the sender wrote for the rest.
    return String(value);
  }
  return value.trim();
}

/** Why an amount is not acceptable, or null. */
export function moneyProblem(value: number | string): string | null {
  const text = moneyText(value);
  if (text.startsWith('-')) return 'Enter an amount greater than zero.';
  if (!MONEY_TEXT.test(text)) return 'Enter the amount as a number, e.g. 1500 or 1500.50.';
  const decimals = text.split('.')[1] ?? '';
  if (decimals.replace(/0+$/, '').length > 2) return 'Use at most two decimal places (the smallest unit is 0.01).';
  const minor = toMinorUnitsUnchecked(text);
  if (minor <= 0) return 'Enter an amount greater than zero.';
  if (minor > MONEY_MAX_MINOR) return 'That amount is too large.';
  return null;
}

function toMinorUnitsUnchecked(text: string): number {
  const [whole, fraction = ''] = text.split('.');
  const cents = (fraction.replace(/0+$/, '') + '00').slice(0, 2);
  return Number(whole) * 100 + Number(cents);
}

/** "1500.5" | 1500.5 -> 150050. Throws on anything moneyProblem refuses (except zero, which is 0). */
export function toMinorUnits(value: number | string): number {
  const text = moneyText(value);
  if (!MONEY_TEXT.test(text)) throw new Error(`Not an amount: ${String(value)}`);
  const decimals = text.split('.')[1] ?? '';
  if (decimals.replace(/0+$/, '').length > 2) throw new Error(`More than two decimal places: ${String(value)}`);
  return toMinorUnitsUnchecked(text);
}

/** 150050 -> "1500.50". */
export function fromMinorUnits(minor: number): Money {
  if (!Number.isSafeInteger(minor)) throw new Error(`Not a whole number of minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Splits `totalMinor` into `parts` whole-minor-unit shares that add up exactly; the first shares carry the odd units. */
export function splitEvenly(totalMinor: number, parts: number): number[] {
  if (!Number.isSafeInteger(totalMinor) || totalMinor < 0) throw new Error(`Cannot split ${totalMinor}`);
  if (!Number.isInteger(parts) || parts < 1) throw new Error(`Cannot split into ${parts} parts`);
  const base = Math.floor(totalMinor / parts);
  const remainder = totalMinor - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < remainder ? 1 : 0));
}
