import { expect, test } from '../support/test';
import { apiSession } from '../support/api-session';
import { expectNoSeriousViolations } from '../support/axe';
import { daysFromToday, plusDays, typeDate, workingDayOnOrAfter } from '../support/date-field';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

// Two working days about five weeks out: clear of the demo seed's leave for this person (3, 4½, 6½ and 10½ weeks out).
// Public holidays are not leave days: the two days are the next working days that are not one, back to back.
const start = workingDayOnOrAfter(daysFromToday(36));
const end = workingDayOnOrAfter(plusDays(start, 1));
// Only the days falling in this year come off this year's balance (late in December the second day may be next year's).
const thisYear = String(new Date().getUTCFullYear());
const daysThisYear = [start, end].filter((day) => day.startsWith(thisYear)).length;

test('a staff member requests leave, an admin approves it, and the staff member sees it approved with fewer days left', async ({ browser }) => {
  // Two apps, two sign-ins and axe scans on a shared two-core machine: more than the default minute.
  test.slow();
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'staff', demo.staff.email);
  await staff.goto(`${e2eUrls.staff}/staff/leave`);
  const daysLeft = staff.getByRole('group', { name: 'Days left' });
  await expect(daysLeft).toContainText(/\d+/);
  const before = Number((await daysLeft.textContent())?.match(/\d+/)?.[0]);

  await staff.getByRole('link', { name: 'Request leave' }).first().click();
  await typeDate(staff, /First day/, start);
  await typeDate(staff, /Last day/, end);
  await staff.getByRole('textbox', { name: /Reason/ }).fill('End-to-end: family visit');
  await staff.getByRole('button', { name: 'Send request' }).click();
  await expect(staff.getByText('Your leave request has been sent.')).toBeVisible();
  await expect(staff).toHaveURL(/\/staff\/leave-request\/[0-9a-f-]+$/);
  const leaveUrl = staff.url();
  const id = leaveUrl.split('/').at(-1)!;

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin', demo.superAdmin.email);
  await admin.getByRole('link', { name: 'Leaves', exact: true }).first().click();
  await expect(admin).toHaveURL(/\/admin\/leave-mgt$/);
  const grid = admin.getByRole('grid', { name: 'Leave requests' });
  // Newest first: the request just made heads the list.
  await expect(grid.getByRole('row').nth(1)).toContainText(demo.staff.fullName);
  await expectNoSeriousViolations(admin);
  // The name opens the request (the row's first cell is its selection box, for bulk decisions).
  await grid.getByRole('row').nth(1).getByRole('gridcell').filter({ hasText: demo.staff.fullName }).first().click();
  await expect(admin).toHaveURL(new RegExp(`/admin/leave-mgt/${id}$`));
  await expect(admin.getByRole('heading', { level: 2, name: `Leave of ${demo.staff.fullName}` })).toBeVisible();
  await expect(admin.getByLabel('Leave request details')).toContainText('2 working days');

  const panel = admin.getByRole('region', { name: 'Decision' });
  await expect(panel.getByRole('button')).toHaveText(['Approve', 'Reject']);
  await expectNoSeriousViolations(admin);
  await panel.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('dialog', { name: 'Approve this leave?' }).getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByRole('status')).toHaveText('Leave approved.');
  await expect(panel.getByRole('button', { name: 'Cancel leave' })).toBeVisible();
  // The approver is named as they are now (another test renames the demo super admin's profile).
  const approver = ((await (await (await apiSession(admin.request, 'admin', demo.superAdmin.email)).get('admin/auth/profile')).json()) as { fullName: string }).fullName;
  await expect(admin.getByRole('list', { name: 'Audit trail' })).toContainText(new RegExp(`Approved.*${approver.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

  // The staff member's profile lists it under Leave History, approved.
  await admin.getByLabel('Leave request details').getByRole('link', { name: `${demo.staff.fullName} (${demo.staff.staffId})` }).click();
  await expect(admin).toHaveURL(/\/admin\/profiles\/staffs\/[0-9a-f-]+/);
  await admin.getByRole('tab', { name: 'Leave History' }).click();
  const history = admin.getByRole('grid', { name: 'Leave history' });
  await expect(history.getByRole('row').nth(1)).toContainText('Approved');
  await expect(history.getByRole('row').nth(1)).toContainText('2 working days');

  await staff.reload();
  await expect(staff.getByRole('main').getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Change request' })).toHaveCount(0);
  await staff.goto(`${e2eUrls.staff}/staff/leave`);
  // This year's balance: fewer by the working days of the request that fall this year.
  const after = before - daysThisYear;
  await expect(staff.getByRole('group', { name: 'Days left' })).toHaveText(new RegExp(`^Days left${after}\\D`));
});
