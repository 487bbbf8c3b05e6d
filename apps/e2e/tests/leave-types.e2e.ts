// Leave types and public holidays end to end: an admin declares a holiday, a staff member asks for a week of leave
// spanning it and sees the day count leave it out, and once approved the admin finds them in Who is out.
import { expect, test } from '../support/test';
import { apiSession } from '../support/api-session';
import { expectNoSeriousViolations } from '../support/axe';
import { daysFromToday, plusDays, typeDate } from '../support/date-field';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

const FIXED_HOLIDAYS = ['01-01', '05-01', '06-12', '10-01', '12-25', '12-26'];
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

// Next week, Monday to Friday: clear of this person's other leave (the demo seed's is 3 weeks out and later).
const monday = (() => {
  let day = daysFromToday(1);
  while (weekday(day) !== 1) day = plusDays(day, 1);
  return day;
})();
const friday = plusDays(monday, 4);
const week = [0, 1, 2, 3, 4].map((d) => plusDays(monday, d));
const fixedInWeek = week.filter((day) => FIXED_HOLIDAYS.includes(day.slice(5)));
// The holiday the admin declares: a day of that week that is not a holiday already.
const declared = week.find((day) => !fixedInWeek.includes(day) && day !== monday)!;
const holidayName = 'Declared Holiday E2E';
const workingDays = 5 - fixedInWeek.length - 1;

test('a declared public holiday is not counted in leave, and approved leave shows in Who is out', async ({ browser }) => {
  test.slow();
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin', demo.superAdmin.email);
  await admin.goto(`${e2eUrls.admin}/admin/settings`);
  await admin.getByRole('link', { name: /Public Holidays/ }).click();
  await expect(admin).toHaveURL(/\/admin\/settings\/public-holidays$/);
  const thisYear = admin.getByRole('table', { name: `Public holidays in ${new Date().getUTCFullYear()}` });
  await expect(thisYear).toContainText('Christmas Day');
  const form = admin.getByRole('form', { name: 'Add public holiday' });
  await typeDate(admin, /^Date/, declared);
  await form.getByRole('textbox', { name: /Name/ }).fill(holidayName);
  await form.getByRole('button', { name: 'Add holiday' }).click();
  await expect(admin.getByText(new RegExp(`${holidayName} \\(.*\\) was added\\.`))).toBeVisible();
  await expect(admin.getByRole('table', { name: `Public holidays in ${declared.slice(0, 4)}` })).toContainText(holidayName);
  await expectNoSeriousViolations(admin);

  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'staff', demo.staff.email);
  await staff.goto(`${e2eUrls.staff}/staff/leave/request`);
  await expect(staff.getByRole('combobox', { name: /Leave type/ })).toHaveText('Annual');
  await typeDate(staff, /First day/, monday);
  await typeDate(staff, /Last day/, friday);
  const check = staff.getByRole('status').filter({ hasText: 'working day' });
  await expect(check).toContainText(`${workingDays} working days.`);
  await expect(check).toContainText(`Public holidays not counted: `);
  await expect(check).toContainText(holidayName);
  await staff.getByRole('textbox', { name: /Reason/ }).fill('End-to-end: a week away');
  await staff.getByRole('button', { name: 'Send request' }).click();
  await expect(staff.getByText('Your leave request has been sent.')).toBeVisible();
  const details = staff.getByLabel('Leave request details');
  await expect(details).toContainText('Annual');
  await expect(details).toContainText(`${workingDays} working days`);
  const id = staff.url().split('/').at(-1)!;

  const api = await apiSession(admin.request, 'admin', demo.superAdmin.email);
  expect((await api.patch(`admin/leave-request/approve/${id}`)).status()).toBe(200);

  await admin.goto(`${e2eUrls.admin}/admin/leave-mgt`);
  await admin.getByRole('link', { name: 'Who is out' }).click();
  await expect(admin).toHaveURL(/\/admin\/leave-mgt\/calendar$/);
  await admin.getByRole('button', { name: 'Next week' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Next week' })).toBeVisible();
  const grid = admin.getByRole('grid', { name: 'Who is out' });
  await expect(grid.getByRole('row').filter({ hasText: demo.staff.fullName })).toContainText('Annual');
  await expectNoSeriousViolations(admin);
});
