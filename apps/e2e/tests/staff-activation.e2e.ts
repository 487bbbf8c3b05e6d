import { expect, test } from '../support/test';
import { DEMO_PASSWORD, demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

test('a new staff member activates their account with the code, then signs in with the new password', async ({ page, consoleGuard }) => {
  consoleGuard.allowRefusal(400, 'staff/auth/activate', 'the used code this test tries again');
  const password = 'Welcome2Crewbase';
  await page.goto(`${e2eUrls.staff}/staff/auth/login`);
  await page.getByRole('link', { name: /Activate your account/ }).click();
  await expect(page).toHaveURL(/\/staff\/auth\/new-login/);

  await page.goto(`${e2eUrls.staff}/staff/auth/new-user`);
  await page.getByLabel('Email address', { exact: true }).fill(demo.newStaff.email);
  await page.getByLabel('Activation code', { exact: true }).fill(demo.newStaff.activationCode);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page).toHaveURL(/\/staff\/dashboard$/);
  await expect(page.getByRole('banner')).toContainText(demo.newStaff.fullName);

  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page).toHaveURL(/\/staff\/auth\/login$/);
  await signIn(page, 'staff', demo.newStaff.email, password);
  await expect(page.getByRole('banner')).toContainText(demo.newStaff.fullName);

  // The code was single-use: activating again is refused.
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page).toHaveURL(/\/staff\/auth\/login$/);
  await page.goto(`${e2eUrls.staff}/staff/auth/new-user`);
  await page.getByLabel('Email address', { exact: true }).fill(demo.newStaff.email);
  await page.getByLabel('Activation code', { exact: true }).fill(demo.newStaff.activationCode);
  await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page.getByText('That code is wrong or has expired.')).toBeVisible();
});
