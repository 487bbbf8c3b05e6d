// Shift templates and copying last week, end to end in the console: an admin adds a location's template, picks it
// while building a week (it fills the times), and copies this week into next week at one location; copying again
// is refused whole, each clash listed.
import { expect, test } from '../support/test';
import { typeTime } from '../support/date-field';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

const LOCATION = 'Jabi Lake Mall Car Park';

test('an admin adds a shift template, picks it when building a week, and copies last week into the next one', async ({ page, consoleGuard }) => {
  consoleGuard.allowRefusal(409, 'admin/schedule/copy-week', 'the second copy of the same week, refused on purpose');
  test.setTimeout(150_000);
  await signIn(page, 'admin', demo.superAdmin.email);
  await page.goto(`${e2eUrls.admin}/admin/staff-schedule`);
  await page.getByRole('link', { name: 'Shift templates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shift Templates' })).toBeVisible();

  await page.getByRole('button', { name: 'Add shift template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add shift template' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Early gate');
  await dialog.getByRole('combobox', { name: 'Location' }).fill('Jabi');
  await page.getByRole('option', { name: LOCATION }).click();
  await typeTime(dialog, 'Start time', '06:00');
  await typeTime(dialog, 'End time', '14:00');
  await dialog.getByRole('button', { name: 'Add template' }).click();
  await expect(page.getByText(`Shift template "Early gate" added at ${LOCATION}.`)).toBeVisible();
  await expect(page.getByRole('grid')).toContainText('06:00-14:00');

  // Building a week at that location: the template fills a shift's times.
  await page.goto(`${e2eUrls.admin}/admin/staff-schedule/create/location`);
  await page.getByRole('combobox', { name: 'Location' }).fill('Jabi');
  await page.getByRole('option', { name: LOCATION }).click();
  await page.getByRole('button', { name: 'Add shift on Monday' }).click();
  const row = page.getByRole('group', { name: 'Monday shift 1' });
  await row.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: 'Early gate (06:00-14:00)' }).click();
  // The template field names the template whose times the row holds: the row now runs 06:00-14:00, not 08:00-16:00.
  await expect(row.getByRole('combobox', { name: 'Template' })).toContainText('Early gate');

  // Copy this week into next week at the location, from its week screen.
  await page.goto(`${e2eUrls.admin}/admin/staff-schedule`);
  await page.getByRole('textbox', { name: 'Search locations' }).fill('Jabi');
  await page.getByRole('textbox', { name: 'Search locations' }).press('Enter');
  await page.getByRole('table', { name: 'Shifts per location and day' }).getByRole('link', { name: LOCATION, exact: true }).click();
  await expect(page.getByRole('heading', { name: LOCATION })).toBeVisible();
  const shiftsThisWeek = await page.getByText(/\d+ shifts? this week/).innerText();
  await page.getByRole('button', { name: 'Next week' }).click();
  await page.getByRole('button', { name: 'Copy last week' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Copy shifts' }).click();
  await expect(page.getByText(/shifts? copied from the week of/)).toBeVisible();
  await expect(page.getByText(/\d+ shifts? this week/)).toHaveText(shiftsThisWeek);

  // Again: every copied shift would clash, so nothing is copied and the clashes are listed.
  await page.getByRole('button', { name: 'Copy last week' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Copy shifts' }).click();
  await expect(page.getByText(/Nothing was copied\./)).toBeVisible();
  await expect(page.getByText(/is already scheduled at Jabi Lake Mall Car Park/).first()).toBeVisible();
  await expect(page.getByText(/\d+ shifts? this week/)).toHaveText(shiftsThisWeek);
});
