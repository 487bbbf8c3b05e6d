// A time of day, `HH:mm`, typed and shown on the product's 24-hour clock (15:00, never 03:00 PM, whatever the
// browser's language), as PickerLocalization sets for every picker.
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { PickerLocalization } from './picker-localization';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

export interface TimeInputProps {
  label: string;
  /** `HH:mm`, or '' for none. */
  value: string;
  /** A whole time as `HH:mm`, or '' while it is empty or half-typed. */
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  /** Minutes between the times the clock offers. */
  minutesStep?: number;
}

const toTime = (value: string) => {
  const time = dayjs(`2000-01-01T${value}`);
  return value && time.isValid() ? time : null;
};
const timeOf = (time: Dayjs | null) => (time?.isValid() ? time.format('HH:mm') : '');

export function TimeInput({ label, value, onChange, error, helperText, minutesStep }: TimeInputProps) {
  // The picker holds what is being typed, so a half-typed time is not wiped by the '' it reports.
  const [draft, setDraft] = useState<Dayjs | null>(() => toTime(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (timeOf(draft) !== value) setDraft(toTime(value));
  }
  return (
    <PickerLocalization>
      <TimePicker
        label={label}
        value={draft}
        onChange={(next) => {
          setDraft(next);
          onChange(timeOf(next));
        }}
        minutesStep={minutesStep}
        slotProps={{ textField: { error, helperText, fullWidth: true } }}
      />
    </PickerLocalization>
  );
}
