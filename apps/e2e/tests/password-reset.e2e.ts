import { expect, test } from '../support/test';
import { DEMO_PASSWORD, demo } from '../support/demo';
import { latestCodeMailedTo } from '../support/outbox';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

test('a staff member who forgot the password resets it with the mailed code and signs in with the new one', async ({ page, request, consoleGuard }) => {
  consoleGuard.allowRefusal(400, 'staff/auth/verify-reset-code', 'the wrong code this test types');
  consoleGuard.allowRefusal(401, 'staff/auth/login', 'the old password this test tries after the reset');
  const email = demo.resetStaff.email;
  const newPassword = 'Fresh-Start-2026';

  await page.goto(`${e2eUrls.staff}/staff/auth/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/staff\/auth\/forgot-password$/);
  // The address changes first; the sign-in screen, which has an "Email address" field too, stays until this screen's
  // code has arrived.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page).toHaveURL(/\/staff\/auth\/code-verification$/);

  // A wrong code is refused and changes nothing.
  await page.getByLabel('Reset code', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByText('That code is wrong or has expired.')).toBeVisible();

  const code = await latestCodeMailedTo(request, email);
  await page.getByLabel('Reset code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page).toHaveURL(/\/staff\/auth\/reset-password$/);

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/staff\/auth\/login/);
  await expect(page.getByText('Your password has been reset. Sign in with your new password.')).toBeVisible();

  // The old password no longer works; the new one does.
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password');
  await signIn(page, 'staff', email, newPassword);
});

test('the new-password screen is the reset screen and sends a person without a code back to start', async ({ page }) => {
  await page.goto(`${e2eUrls.staff}/staff/auth/new-password`);
  await expect(page).toHaveURL(/\/staff\/auth\/forgot-password$/);
});
