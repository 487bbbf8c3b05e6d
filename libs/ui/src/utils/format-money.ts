// Money as people read it, the same on every screen: "₦150,000.00". Crewbase pays in naira (the banks it lists
// are Nigerian); amounts may arrive as numbers or as the decimal strings PostgreSQL's numeric type gives.
import { MONEY_LOCALE, numberFormat } from '@crewbase/locale';

export interface FormatMoneyOptions {
  /** ISO 4217 code; naira unless told otherwise. */
  currency?: string;
  locale?: string;
  /** Leave out the kobo when the amount is whole (tiles, charts). */
  wholeUnits?: boolean;
}

export const DEFAULT_CURRENCY = 'NGN';

/** The amount for display; null when there is none, and an unreadable value as it came. */
export function formatMoney(
  value: number | string | null | undefined,
  { currency = DEFAULT_CURRENCY, locale = MONEY_LOCALE, wholeUnits = false }: FormatMoneyOptions = {},
): string | null {
  if (value === null || value === undefined || value === '') return null;
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return String(value);
  const fractionDigits = wholeUnits && Number.isInteger(amount) ? 0 : 2;
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}
