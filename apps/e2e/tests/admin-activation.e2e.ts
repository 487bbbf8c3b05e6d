// A new admin's way in: the super admin adds them, the activation mail's code and a chosen password on
// /admin/auth/activate sign them in to the console (before this screen existed, that link led back to sign-in).
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';
import { demo } from '../support/demo';
import { latestCodeMailedTo } from '../support/outbox';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

test('a newly added admin activates with the mailed code and lands on the dashboard signed in', async ({ page, request, consoleGuard }) => {
  consoleGuard.allowRefusal(400, 'admin/auth/activate', 'the wrong code this test types');
  test.slow(); // a form, a mailbox and two sign-ins on a shared machine
  const stamp = Date.now();
  const email = `e2e.admin.${stamp}@crewbase.test`;
  const lastName = `Boateng${stamp}`;
  const password = 'Welcome2Crewbase';

  await signIn(page, 'admin', demo.superAdmin.email);
  await page.goto(`${e2eUrls.admin}/admin/profiles/admins/create`);
  const form = page.getByRole('form', { name: 'Add New Admin' });
  await form.getByLabel('First name').fill('Ama');
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Email').fill(email);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await form.getByRole('button', { name: 'Add admin' }).click();
  await expect(page).toHaveURL(/\/admin\/profiles\/admins\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'Invitation' }).getByRole('button', { name: 'Resend activation code' })).toBeVisible();

  // The super admin signs out; the new admin follows the link in their mail.
  await page.getByRole('banner').getByRole('button', { name: demo.superAdmin.fullName }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/auth\/login$/);

  const code = await test.step('read the activation code', () => latestCodeMailedTo(request, email));
  await page.goto(`${e2eUrls.admin}/admin/auth/activate?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Activate your admin account' })).toBeVisible();
  await expect(page.getByLabel('Email address', { exact: true })).toHaveValue(email);
  await expectNoSeriousViolations(page);

  // A wrong code is refused beside the code field, and nobody is signed in.
  const wrongCode = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Activation code', { exact: true }).fill(wrongCode);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page.getByLabel('Activation code', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/admin\/auth\/activate/);

  await page.getByLabel('Activation code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('banner')).toContainText(`Ama ${lastName}`);
});

test('the HR Manager adds an admin with a role they may grant, and the profile shows the invitation', async ({ page }) => {
  test.slow(); // a form and a profile on a shared machine
  const stamp = Date.now();
  const email = `e2e.hr.admin.${stamp}@crewbase.test`;
  const lastName = `Mensah${stamp}`;

  await signIn(page, 'admin', demo.hrAdmin.email);
  await page.goto(`${e2eUrls.admin}/admin/profiles/admins/create`);
  const form = page.getByRole('form', { name: 'Add New Admin' });
  await form.getByLabel('First name').fill('Kwesi');
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Email').fill(email);
  await expect(form).not.toContainText('The roles could not be loaded');

  // The picker offers the roles within the HR Manager's own permissions: never Super Admin.
  await page.getByRole('combobox', { name: 'Role' }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.filter({ hasText: 'Viewer' })).toHaveCount(1);
  await expect(options.filter({ hasText: 'Super Admin' })).toHaveCount(0);
  await options.filter({ hasText: 'Viewer' }).click();
  await form.getByRole('button', { name: 'Add admin' }).click();

  await expect(page).toHaveURL(/\/admin\/profiles\/admins\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('status').filter({ hasText: `Kwesi ${lastName} was added. An activation code is on its way to ${email}.` })).toBeVisible();
  const invitation = page.getByRole('region', { name: 'Invitation' });
  await expect(invitation).toContainText('Invited at');
  await expect(invitation).toContainText('Expires at');
  // Day, month and year with a 24-hour time, three days after the invitation.
  await expect(invitation.getByText(/^\d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}$/)).toHaveCount(2);
  await expectNoSeriousViolations(page);

  await invitation.getByRole('button', { name: 'Resend activation code' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Resend' }).click();
  await expect(invitation.getByRole('status')).toContainText(`A new activation code is on its way to ${email}.`);
});
