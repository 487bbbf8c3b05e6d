// Money as the API answers it: a numeric column's text with exactly two decimals ("1500.5" is "1500.50").
import { fromMinorUnits, toMinorUnits } from '@crewbase/domain';

export const moneyText = (numeric: string): string => fromMinorUnits(toMinorUnits(numeric));
