// Below 768px the console's forms stack the fields they show side by side on a wide screen (FormFieldRow), so no
// field is squeezed to half of a narrow window: one field per line, each as wide as the form.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

/** `below` starts under `above` rather than beside it. */
async function expectStacked(above: Locator, below: Locator) {
  const [a, b] = [await above.boundingBox(), await below.boundingBox()];
  expect(a && b).toBeTruthy();
  expect(b!.y).toBeGreaterThanOrEqual(a!.y + a!.height - 1);
}

const forms: Array<{ path: string; pair: (page: Page) => [Locator, Locator] }> = [
  { path: '/admin/loans/create', pair: (page) => [page.getByLabel('Amount (₦)'), page.getByLabel('Monthly installments')] },
  { path: '/admin/update-profile', pair: (page) => [page.getByLabel('First name'), page.getByLabel('Last name')] },
  { path: '/admin/profiles/admins/create', pair: (page) => [page.getByLabel('First name'), page.getByLabel('Last name')] },
  { path: '/admin/messages/create', pair: (page) => [page.getByRole('button', { name: 'Save as draft' }), page.getByRole('button', { name: 'Cancel' })] },
];

test('at 700px the admin forms lay one field per line', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 900 });
  await signIn(page, 'admin', demo.superAdmin.email);
  for (const { path, pair } of forms) {
    await page.goto(`${e2eUrls.admin}${path}`);
    const [first, second] = pair(page);
    await expect(first).toBeVisible();
    await expect(second).toBeVisible();
    await expectStacked(first, second);
  }
});
