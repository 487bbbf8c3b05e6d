import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

const signedOutScreens = [
  `${e2eUrls.staff}/staff/auth/login`,
  `${e2eUrls.staff}/staff/auth/new-login`,
  `${e2eUrls.staff}/staff/auth/forgot-password`,
  `${e2eUrls.staff}/staff/auth/new-user`,
  `${e2eUrls.admin}/admin/auth/login`,
];

for (const url of signedOutScreens) {
  test(`${new URL(url).pathname} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(url);
    await expectNoSeriousViolations(page);
  });
}

test('the staff dashboard and profile have no serious accessibility violations, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, 'staff', demo.staff.email);
  await expectNoSeriousViolations(page);
  await page.goto(`${e2eUrls.staff}/staff/profile`);
  await expectNoSeriousViolations(page);
});

test('the admin dashboard and profile screens have no serious accessibility violations', async ({ page }) => {
  await signIn(page, 'admin', demo.hrAdmin.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectNoSeriousViolations(page);
  for (const path of ['/admin/profile', '/admin/update-profile']) {
    await page.goto(`${e2eUrls.admin}${path}`);
    await expectNoSeriousViolations(page);
  }
});

test.describe('in dark mode', () => {
  // The colour mode is stored on the device (never the system's); set it before the app reads it.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('crewbase.colorMode', 'dark'));
  });

  const colorScheme = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);

  for (const url of [`${e2eUrls.staff}/staff/auth/new-user`, `${e2eUrls.staff}/staff/auth/new-login`, `${e2eUrls.admin}/admin/auth/activate?email=new.admin%40crewbase.test`]) {
    test(`the activation screen ${new URL(url).pathname} has no serious violations, its links told apart from the text`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('link').first()).toBeVisible();
      expect(await colorScheme(page)).toBe('dark');
      await expectNoSeriousViolations(page);
    });
  }

  test("the leave request form's date pickers have no serious violations and light native controls", async ({ page }) => {
    await signIn(page, 'staff', demo.staff.email);
    await page.goto(`${e2eUrls.staff}/staff/leave/request`);
    await expect(page.getByRole('group', { name: 'First day' })).toBeVisible();
    expect(await colorScheme(page)).toBe('dark');
    await expectNoSeriousViolations(page);
  });

  test("the admin's staff form draws its native date fields' calendar icons for a dark background", async ({ page }) => {
    await signIn(page, 'admin', demo.superAdmin.email);
    await page.goto(`${e2eUrls.admin}/admin/profiles/staffs/create`);
    const dateOfBirth = page.getByLabel('Date of birth');
    await expect(dateOfBirth).toBeVisible();
    expect(await dateOfBirth.evaluate((input) => getComputedStyle(input).colorScheme)).toBe('dark');
  });
});
