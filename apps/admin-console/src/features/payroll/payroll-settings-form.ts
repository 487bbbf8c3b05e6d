// The payroll settings form's values (text, as typed) and their conversion to the API's input. The form checks what it
// sends with the API's own schema (updatePayrollSettingsInputSchema), so a band ending below where it starts or a pay
// day of 40 is said beside its field in the API's words before anything is sent; what the server still refuses comes
// back as a 400 naming the same paths and lands beside the same fields.
import { updatePayrollSettingsInputSchema, type PayrollSettings, type UpdatePayrollSettingsInput } from '@crewbase/domain';
import dayjs, { type Dayjs } from 'dayjs';

export interface BandValues {
  from: string;
  /** Blank for the open-ended top band. */
  to: string;
  ratePercent: string;
}
export interface BandSetValues {
  effectiveFrom: Dayjs | null;
  bands: BandValues[];
}
export interface PayrollSettingsValues {
  taxBandSets: BandSetValues[];
  /** Blank when there is none. */
  pensionRatePercent: string;
  housingFundRatePercent: string;
  payDay: string;
  dayRateDivisor: string;
  workingDays: string[];
}

const amountText = (value: string | null) => (value === null ? '' : String(Number(value)));
const rateText = (value: number | null) => (value === null ? '' : String(value));

export function settingsToValues(settings: PayrollSettings): PayrollSettingsValues {
  return {
    taxBandSets: settings.taxBandSets.map((set) => ({
      effectiveFrom: dayjs(set.effectiveFrom),
      bands: set.bands.map((band) => ({ from: amountText(band.from), to: amountText(band.to), ratePercent: String(band.ratePercent) })),
    })),
    pensionRatePercent: rateText(settings.pensionRatePercent),
    housingFundRatePercent: rateText(settings.housingFundRatePercent),
    payDay: String(settings.payDay),
    dayRateDivisor: String(settings.dayRateDivisor),
    workingDays: [...settings.workingDays],
  };
}

/** A number typed in a field; blank stays blank so the schema can say it is missing, text stays text so it can say why. */
const numberOrText = (value: string): number | string => (value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value.trim());
const optionalRate = (value: string): number | string | null => (value.trim() === '' ? null : numberOrText(value));

export function valuesToInput(values: PayrollSettingsValues): unknown {
  return {
    taxBandSets: values.taxBandSets.map((set) => ({
      effectiveFrom: set.effectiveFrom && set.effectiveFrom.isValid() ? set.effectiveFrom.format('YYYY-MM-DD') : '',
      bands: set.bands.map((band) => ({ from: band.from.trim(), to: band.to.trim() === '' ? null : band.to.trim(), ratePercent: numberOrText(band.ratePercent) })),
    })),
    pensionRatePercent: optionalRate(values.pensionRatePercent),
    housingFundRatePercent: optionalRate(values.housingFundRatePercent),
    payDay: numberOrText(values.payDay),
    dayRateDivisor: numberOrText(values.dayRateDivisor),
    workingDays: values.workingDays,
  };
}

/** The API's input, or each field's problem by its path (`taxBandSets.0.bands.1.to`). */
export function checkSettings(values: PayrollSettingsValues): { input: UpdatePayrollSettingsInput } | { problems: Record<string, string> } {
  const parsed = updatePayrollSettingsInputSchema.safeParse(valuesToInput(values));
  if (parsed.success) return { input: parsed.data };
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (!(path in problems)) problems[path] = issue.message;
  }
  return { problems };
}
