// A date input outside a form (e.g. a list's date filter): the value is a calendar day `YYYY-MM-DD` or undefined,
// typed and shown in the product's locale (DD/MM/YYYY, set once by CrewbaseThemeProvider).
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { SxProps, Theme } from '@mui/material/styles';
import { PickerLocalization } from './picker-localization';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';

export interface DateInputProps {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  minDate?: string;
  maxDate?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

const toDay = (value: string | undefined) => (value ? dayjs(value) : null);
const dayOf = (date: Dayjs | null) => (date?.isValid() && date.year() >= 1000 ? date.format('YYYY-MM-DD') : undefined);

export function DateInput({ label, value, onChange, minDate, maxDate, size = 'medium', sx }: DateInputProps) {
  // The picker holds what is being typed (a half-typed date is invalid); only a whole day, or none, is reported.
  const [draft, setDraft] = useState<Dayjs | null>(() => toDay(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (dayOf(draft) !== value) setDraft(toDay(value));
  }
  const min = useMemo(() => toDay(minDate) ?? undefined, [minDate]);
  const max = useMemo(() => toDay(maxDate) ?? undefined, [maxDate]);
  return (
    <PickerLocalization>
      <DatePicker
        label={label}
        value={draft}
        onChange={(next) => {
          setDraft(next);
          if (next === null) onChange(undefined);
          else if (dayOf(next)) onChange(dayOf(next));
        }}
        minDate={min}
        maxDate={max}
        slotProps={{ textField: { size, sx } }}
      />
    </PickerLocalization>
  );
}
