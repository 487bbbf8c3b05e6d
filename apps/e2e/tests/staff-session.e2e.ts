import { expect, test } from '../support/test';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

// A 1x1 PNG: enough for the upload pipeline's type sniffing.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a staff member signs in, sees their dashboard and profile, changes their photo and logs out', async ({ page }) => {
  await signIn(page, 'staff', demo.staff.email);
  await expect(page.getByRole('banner')).toContainText(demo.staff.fullName);
  await expect(page.getByRole('main')).toContainText(demo.staff.staffId);

  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page).toHaveURL(/\/staff\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(demo.staff.staffId);
  await expect(page.getByRole('main')).toContainText(demo.staff.email);

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/staff/auth/profile') && r.request().method() === 'PATCH');
  await page.getByLabel('Change photo', { exact: true }).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
  expect((await saved).status()).toBe(200);
  // The photo is private: the app fetches it with the sign-in and shows it through an object URL.
  const avatar = page.getByRole('main').locator('img[src^="blob:"]').first();
  await expect(avatar).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main').locator('img[src^="blob:"]').first()).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page.getByText('Logging Out')).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('crewbase.staff.login'))).toBeNull();

  // The session is really gone: a guarded screen sends the person back to sign in.
  await page.goto(`${e2eUrls.staff}/staff/profile`);
  await expect(page).toHaveURL(/\/staff\/auth\/login/);
});

test('a wrong password is refused with a clear message', async ({ page, consoleGuard }) => {
  consoleGuard.allowRefusal(401, 'staff/auth/login', 'the wrong password this test types');
  await page.goto(`${e2eUrls.staff}/staff/auth/login`);
  await page.getByLabel('Email address', { exact: true }).fill(demo.staff.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password');
  await expect(page).toHaveURL(/\/staff\/auth\/login$/);
});
