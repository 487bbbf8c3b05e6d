// The product's locale for the pickers, registered with dayjs once: the formats of @crewbase/locale (typed dates
// DD/MM/YYYY, a 24-hour clock) on British English, with weeks starting on Sunday, as the spec asks. PickerLocalization
// hands it to every date and time picker of both apps.
import dayjs from 'dayjs';
import enGb from 'dayjs/locale/en-gb';

export const PICKER_LOCALE = 'en-gb-sunday';

dayjs.locale({ ...enGb, name: PICKER_LOCALE, weekStart: 0 }, undefined, true);
