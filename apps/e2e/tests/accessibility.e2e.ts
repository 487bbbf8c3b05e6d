import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { e2eUrls } from '../support/urls';

const screens = [
  `${e2eUrls.staff}/staff/auth/login`,
  `${e2eUrls.staff}/staff/auth/forgot-password`,
  `${e2eUrls.staff}/staff/auth/new-user`,
  `${e2eUrls.admin}/admin/auth/login`,
];

for (const url of screens) {
  test(`${new URL(url).pathname} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
