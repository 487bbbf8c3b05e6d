import { expect, test } from '../support/test';
import { apiSession } from '../support/api-session';
import { expectNoSeriousViolations } from '../support/axe';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

test('a medical request withdrawn by its owner can no longer be approved', async ({ browser, request, consoleGuard }) => {
  // Two apps, two sign-ins and axe scans on a shared two-core machine: more than the default minute.
  test.slow();
  // The staff member asks for medical assistance.
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'staff', demo.staff.email);
  await staff.goto(`${e2eUrls.staff}/staff/medical-assistance/request`);
  await staff.getByRole('textbox', { name: /Amount/ }).fill('25000');
  await staff.getByRole('textbox', { name: /Reason/ }).fill('End-to-end: eye test and glasses');
  await staff.getByRole('button', { name: 'Send request' }).click();
  await expect(staff.getByText('Your request has been sent.')).toBeVisible();
  await expect(staff).toHaveURL(/\/staff\/medical-assistance\/[0-9a-f-]+$/);
  const id = staff.url().split('/').at(-1)!;
  consoleGuard.allowRefusal(409, `admin/medical-assistance/approve/${id}`, 'the approval this test sends after the staff member withdrew');

  // An admin opens it while it is still pending: approve and decline are on offer.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin', demo.superAdmin.email);
  await admin.goto(`${e2eUrls.admin}/admin/medical-assistance/${id}`);
  await expect(admin.getByRole('heading', { level: 2, name: `Medical assistance for ${demo.staff.fullName}` })).toBeVisible();
  const panel = admin.getByRole('region', { name: 'Decision' });
  await expect(panel.getByRole('button')).toHaveText(['Approve', 'Decline']);
  await expectNoSeriousViolations(admin);

  // Meanwhile the staff member withdraws it.
  await staff.getByRole('button', { name: 'Withdraw request' }).click();
  await staff.getByRole('dialog', { name: 'Withdraw this request?' }).getByRole('button', { name: 'Withdraw request' }).click();
  await expect(staff.getByText('Your request has been withdrawn.')).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Withdraw request' })).toHaveCount(0);

  // The admin's approval, from the screen they still have open, is refused with the server's reason, and the
  // screen shows the request as it now is, with nothing left to decide.
  await panel.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('dialog', { name: 'Approve this request?' }).getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByRole('alert')).toContainText('withdrawn');
  await expect(panel.getByText('No decision is open on this request.')).toBeVisible();
  await expect(admin.getByRole('main').getByText('Withdrawn', { exact: true }).first()).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Audit trail' })).toContainText(`Withdrawn`);

  // Reloaded, the screen offers no decision at all; the API refuses a direct approval too.
  await admin.reload();
  await expect(panel.getByText('No decision is open on this request.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  const adminApi = await apiSession(request, 'admin', demo.superAdmin.email);
  const approve = await adminApi.patch(`admin/medical-assistance/approve/${id}`, {});
  expect(approve.status()).toBe(409);

  // In the list, the withdrawn request offers neither Disburse nor anything but View and Delete.
  await admin.goto(`${e2eUrls.admin}/admin/medical-assistance`);
  const row = admin.getByRole('grid', { name: 'Medical assistance requests' }).getByRole('row').nth(1);
  await expect(row).toContainText('Withdrawn');
  await row.getByRole('button', { name: /^Actions for/ }).click();
  await expect(admin.getByRole('menuitem')).toHaveText(['View', 'Delete']);
  await admin.keyboard.press('Escape');
  await expectNoSeriousViolations(admin);
});
