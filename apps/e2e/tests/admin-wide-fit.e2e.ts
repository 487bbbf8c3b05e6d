// On a 1440px screen the admin's widest views fit without sideways scrolling: a location's week shows all seven days
// (Saturday included), the Disburse loan dialog shows its whole repayment plan with each due date on one line, and
// the widest lists show their row actions without scrolling the table sideways.
import { expect, test } from '../support/test';
import { apiSession } from '../support/api-session';
import { demo } from '../support/demo';
import { expectFits, expectFitsOwnBox } from '../support/fit';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

test.use({ viewport: { width: 1440, height: 900 } });

test("a location's week shows Sunday to Saturday without sideways scrolling", async ({ page, request }) => {
  const api = await apiSession(request, 'admin', demo.superAdmin.email);
  const overview = (await (await api.get('admin/schedule/location?search=Lekki')).json()) as { data: Array<{ week: string; location: { id: string } }> };
  const { week, location } = overview.data[0];

  await signIn(page, 'admin', demo.superAdmin.email);
  await page.goto(`${e2eUrls.admin}/admin/staff-schedule/location/${week}/${location.id}`);
  const days = page.locator('section[aria-current], section[aria-label]').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(days).toHaveCount(7);
  await expect(days.last()).toBeInViewport();
  await expectFits(page, "the location's week", 'main');
});

test('the Disburse loan dialog shows the whole repayment plan without scrolling sideways', async ({ page, request }) => {
  const api = await apiSession(request, 'admin', demo.superAdmin.email);
  const approved = (await (await api.get('admin/loan-request?filter=status||$eq||APPROVED&limit=1')).json()) as { data: Array<{ id: string }> };

  await signIn(page, 'admin', demo.superAdmin.email);
  await page.goto(`${e2eUrls.admin}/admin/loans/${approved.data[0].id}`);
  await page.getByRole('region', { name: 'Decision' }).getByRole('button', { name: 'Disburse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disburse loan' });
  const plan = dialog.getByRole('table', { name: 'Repayment plan to be created' });
  await expect(plan.getByRole('row').nth(1)).toBeVisible();
  await expectFits(page, 'the Disburse loan dialog', '[role="dialog"]');
  await expectFitsOwnBox(dialog.locator('.MuiDialogContent-root'));
  await expectFitsOwnBox(plan.locator('xpath=..'));
  // Each due date reads on one line.
  const dueCell = plan.getByRole('row').nth(1).getByRole('cell').nth(1);
  const { height, lineHeight } = await dueCell.evaluate((el) => ({ height: el.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(el).lineHeight) }));
  expect(height).toBeLessThan(lineHeight * 2 + 16);
});

test('list columns show a leave\'s working days and the longest status in full', async ({ page }) => {
  await signIn(page, 'admin', demo.superAdmin.email);
  await page.goto(`${e2eUrls.admin}/admin/leave-mgt`);
  await expect(page.getByRole('grid', { name: 'Leave requests' }).getByRole('row').nth(1)).toContainText('working day');
  await expectFits(page, 'the leave list', '[role="gridcell"][data-field="days"], [role="gridcell"][data-field="status"]');
  await page.goto(`${e2eUrls.admin}/admin/loans?filter=status%3Aeq%3AREPAYMENT_IN_PROGRESS`);
  await expect(page.getByRole('grid', { name: 'Loans' })).toContainText('Repayment in progress');
  await expectFits(page, 'the loan list', '[role="gridcell"][data-field="status"]');
});

test('the widest lists show every column, the row actions included, without scrolling the table sideways', async ({ page }) => {
  await signIn(page, 'admin', demo.superAdmin.email);
  for (const [path, name] of [
    ['/admin/leave-mgt', 'Leave requests'],
    ['/admin/loans', 'Loans'],
    ['/admin/requests', 'Payment requests'],
    ['/admin/performance/reviews', 'Staff reviews'],
    ['/admin/reports/drivers-license', "Driver's licences"],
  ]) {
    await page.goto(`${e2eUrls.admin}${path}`);
    const grid = page.getByRole('grid', { name });
    await expect(grid.getByRole('row').nth(1), name).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: 'Actions' }), name).toBeAttached();
    // The table's box scrolls nothing sideways, so the last column (the row actions) is in it.
    await expectFitsOwnBox(grid.locator('xpath=..'));
    await expectFits(page, name, '[role="grid"]');
  }
});
