import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';
import { typeTime } from '../support/date-field';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

// Schedules run on the API's calendar (UTC): today is the UTC day, and its week starts on the Sunday before.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const LOCATION = 'Lekki Phase 1 Car Park';

test('an admin builds a week at a location, a clash is shown beside its row, and the staff member sees the shift', async ({ browser, consoleGuard }) => {
  consoleGuard.allowRefusal(409, 'admin/schedule/create-by-location', 'the overlapping shift this test saves first');
  // Two sign-ins, six screens and four accessibility scans: more than one screen's worth of time on a busy machine.
  test.setTimeout(150_000);
  const today = WEEKDAYS[new Date().getUTCDay()];

  // Two people, two browsers' worth of storage.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin', demo.superAdmin.email);
  await admin.getByRole('link', { name: 'Schedule', exact: true }).first().click();
  await expect(admin).toHaveURL(/\/admin\/staff-schedule$/);
  await expect(admin.getByRole('table', { name: 'Shifts per location and day' })).toContainText(LOCATION);
  await expectNoSeriousViolations(admin);

  await admin.getByRole('link', { name: 'Add schedule by location' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Add Schedule' })).toBeVisible();
  await expectNoSeriousViolations(admin);
  await admin.getByRole('combobox', { name: 'Location' }).fill('Lekki');
  await admin.getByRole('option', { name: LOCATION }).click();

  await admin.getByRole('button', { name: `Add shift on ${today}` }).click();
  const row = admin.getByRole('group', { name: `${today} shift 1` });
  await row.getByRole('combobox', { name: 'Staff member' }).fill('Adaeze');
  await admin.getByRole('option', { name: `${demo.staff.fullName} (${demo.staff.staffId})` }).click();

  // The demo seed has the staff member working 07:00-15:00 today: an afternoon from 14:00 overlaps it.
  await typeTime(row, 'Start time', '14:00');
  await typeTime(row, 'End time', '18:00');
  await admin.getByRole('button', { name: 'Save schedule' }).click();
  await expect(row.getByRole('alert')).toContainText(`${demo.staff.fullName} (${demo.staff.staffId}) is already scheduled`);

  await typeTime(row, 'Start time', '16:00');
  await typeTime(row, 'End time', '20:00');
  await admin.getByRole('button', { name: 'Save schedule' }).click();
  await expect(admin).toHaveURL(/\/admin\/staff-schedule\/location\/\d{4}-\d{2}-\d{2}\/[0-9a-f-]+$/);
  await expect(admin.getByText(`1 shift saved for ${LOCATION}.`)).toBeVisible();
  const todayCard = admin.locator('section[aria-current="date"]');
  await expect(todayCard).toContainText(demo.staff.fullName);
  await expect(todayCard).toContainText('16:00-20:00');
  await expectNoSeriousViolations(admin);

  // The day itself: searched on the server, with the new shift among the rows.
  await todayCard.getByRole('link', { name: /^View / }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Day Schedule' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Search by name or staff ID' }).fill(demo.staff.staffId);
  await admin.getByRole('textbox', { name: 'Search by name or staff ID' }).press('Enter');
  await expect(admin.getByRole('grid')).toContainText(demo.staff.fullName);
  // Scan the settled page: the grid shows stale rows while its search request is still loading.
  await expect(admin.getByRole('progressbar')).toHaveCount(0);
  await expectNoSeriousViolations(admin);

  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'staff', demo.staff.email);
  await expect(staff.getByRole('region', { name: "Today's shift" })).toContainText(LOCATION);
  await staff.getByRole('link', { name: 'View my schedule' }).click();
  await expect(staff).toHaveURL(`${e2eUrls.staff}/staff/schedule`);
  const todayItem = staff.getByRole('list', { name: 'Days of the week' }).locator('li[aria-current="date"]');
  await expect(todayItem).toContainText('Today');
  await expect(todayItem).toContainText('16:00-20:00');
  await expect(todayItem).toContainText(LOCATION);

  // Readable on a phone: the days stack in one column at 360px, nothing wider than the screen.
  await staff.setViewportSize({ width: 360, height: 740 });
  const overflow = await staff.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(staff);
});
