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
