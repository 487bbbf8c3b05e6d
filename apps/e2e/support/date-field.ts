// Types a date into a DD/MM/YYYY date picker field, section by section, as a person with a keyboard does.
import type { Locator, Page } from '@playwright/test';

/** `date` is `YYYY-MM-DD`; `label` names the picker's field (its group). */
export async function typeDate(page: Page, label: string | RegExp, date: string) {
  const [year, month, day] = date.split('-');
  const group = page.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}`);
}

/** `time` is `HH:mm`, typed on the 24-hour clock into the time picker labelled `label` inside `within`. */
export async function typeTime(within: Locator, label: string, time: string) {
  await within.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await within.page().keyboard.type(time.replace(':', ''));
}

/** The weekday (Monday to Friday) on or after `date` (`YYYY-MM-DD`, UTC calendar, as the API counts). */
export function weekdayOnOrAfter(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Today plus `days` on the UTC calendar, as `YYYY-MM-DD`. */
export function daysFromToday(days: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Nigeria's fixed-date public holidays (MM-DD), which the demo seed puts in the holiday calendar. */
const FIXED_HOLIDAYS = ['01-01', '05-01', '06-12', '10-01', '12-25', '12-26'];

/** The working day (Monday to Friday, not a fixed-date public holiday) on or after `date`. */
export function workingDayOnOrAfter(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const free = () => day.getUTCDay() === 0 || day.getUTCDay() === 6 || FIXED_HOLIDAYS.includes(day.toISOString().slice(5, 10));
  while (free()) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** `date` plus `days` calendar days, as `YYYY-MM-DD`. */
export function plusDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
