// The product's one locale for the pickers, registered with dayjs once: British English (day-month-year, typed
// as DD/MM/YYYY, and a 24-hour clock, 15:00) with weeks starting on Sunday, as the spec asks. The theme provider
// hands it to every date and time picker of both apps; the same formats as PRODUCT_LOCALE in @crewbase/domain,
// which the API's texts use (the design system may not import the domain, so the tokens are repeated here).
import dayjs from 'dayjs';
import enGb from 'dayjs/locale/en-gb';

export const PICKER_LOCALE = 'en-gb-sunday';
/** Intl tag for dates and times on screen (formatDate, formatDay, formatDayRange): 25 November 2026, 15:00. */
export const DISPLAY_LOCALE = 'en-GB';
/** Intl tag for money on screen (formatMoney): ₦150,000.00. */
export const MONEY_LOCALE = 'en-NG';
/** Typed dates: 25/11/2026. */
export const DATE_INPUT_FORMAT = 'DD/MM/YYYY';
/** Typed times: 15:00. */
export const TIME_INPUT_FORMAT = 'HH:mm';

dayjs.locale({ ...enGb, name: PICKER_LOCALE, weekStart: 0 }, undefined, true);
