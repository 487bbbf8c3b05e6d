import { expect, test } from '../support/test';
import { e2eUrls } from '../support/urls';

test('an unknown staff path goes to the staff sign-in', async ({ page }) => {
  await page.goto(`${e2eUrls.staff}/staff/no-such-screen`);
  await expect(page).toHaveURL(`${e2eUrls.staff}/staff/auth/login`);
  await page.goto(`${e2eUrls.staff}/whatever/else`);
  await expect(page).toHaveURL(`${e2eUrls.staff}/staff/auth/login`);
});

test('an unknown path containing "admin" goes to the admin sign-in, from either app', async ({ page }) => {
  await page.goto(`${e2eUrls.admin}/admin/no-such-screen`);
  await expect(page).toHaveURL(`${e2eUrls.admin}/admin/auth/login`);
  await page.goto(`${e2eUrls.staff}/admin/somewhere`);
  await expect(page).toHaveURL(`${e2eUrls.admin}/admin/auth/login`);
});

test('an unknown path without "admin" on the admin console goes to the staff sign-in', async ({ page }) => {
  await page.goto(`${e2eUrls.admin}/staff/whatever`);
  await expect(page).toHaveURL(`${e2eUrls.staff}/staff/auth/login`);
});

test('guarded screens without the area marker show the sign-in screen', async ({ page }) => {
  await page.goto(`${e2eUrls.staff}/staff/dashboard`);
  await expect(page).toHaveURL(/\/staff\/auth\/login/);
  await page.goto(`${e2eUrls.admin}/admin/dashboard`);
  await expect(page).toHaveURL(/\/admin\/auth\/login/);
});
