// A staff member on a phone (360px wide): asks for medical assistance with a receipt uploaded from the form, sees
// it in the list, withdraws it after confirming, and the list then shows it withdrawn. Every screen fits the width
// and passes axe.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

test.use({ viewport: { width: 360, height: 740 } });

/** Nothing on the page is wider than the phone: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('on a phone, a staff member asks for medical assistance with a receipt, then withdraws it', async ({ page }) => {
  await signIn(page, 'staff', demo.staff.email);
  const reason = `End-to-end: dental filling ${Date.now()}`;

  await page.goto(`${e2eUrls.staff}/staff/medical-assistance`);
  await expect(page.getByRole('heading', { level: 1, name: 'Medical Assistance' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: 'Request assistance' }).first().click();

  await expect(page.getByRole('heading', { level: 1, name: 'Request Medical Assistance' })).toBeVisible();
  await page.getByRole('textbox', { name: /Amount/ }).fill('18500.50');
  await page.getByRole('textbox', { name: /Reason/ }).fill(reason);
  await page.getByLabel('Choose documents to attach').setInputFiles({
    name: 'dental-receipt.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  const attached = page.getByRole('list', { name: 'Attached documents' });
  await expect(attached.getByRole('button', { name: 'dental-receipt.pdf', exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Send request' }).click();

  await expect(page.getByText('Your request has been sent.')).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/medical-assistance\/[0-9a-f-]+$/);
  const detailPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Medical Assistance ID' })).toBeVisible();
  const details = page.getByLabel('Medical assistance details');
  await expect(details).toContainText('₦18,500.50');
  await expect(details).toContainText(reason);
  // The receipt was stored by the API and downloads from the request with the person's sign-in (files have no public link).
  const [download] = await Promise.all([page.waitForEvent('download'), details.getByRole('button', { name: 'dental-receipt.pdf', exact: true }).click()]);
  expect(download.suggestedFilename()).toBe('dental-receipt.pdf');
  expect(readFileSync(await download.path()).toString()).toContain('%PDF-1.4');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Withdraw request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw this request?' });
  await dialog.getByRole('button', { name: 'Withdraw request' }).click();
  await expect(page.getByText('Your request has been withdrawn.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw request' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Change request' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to my requests' }).click();
  const mine = page.getByRole('list', { name: 'My medical assistance requests' });
  const card = mine.locator(`a[href="${detailPath}"]`);
  await expect(card).toContainText('Withdrawn');
  await expectNoSidewaysScroll(page);
});

test('on a phone, the leave, loan (with its repayment plan) and dashboard screens fit the width and pass axe', async ({ page }) => {
  await signIn(page, 'staff', demo.staff.email);
  await expect(page.getByRole('region', { name: 'Your requests' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Leave days left' })).not.toHaveAttribute('aria-busy');
  await expectNoSidewaysScroll(page);
  for (const path of ['/staff/leave', '/staff/leave/request', '/staff/loans', '/staff/loans/request']) {
    await page.goto(`${e2eUrls.staff}${path}`);
    await expect(page.getByRole('main').getByRole('button').or(page.getByRole('main').getByRole('link')).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
  }
  // The demo staff member's loan being repaid: its whole repayment plan fits the phone.
  await page.goto(`${e2eUrls.staff}/staff/loans`);
  await page.getByRole('list', { name: 'My loans' }).getByRole('link').filter({ hasText: 'Repayment in progress' }).first().click();
  const plan = page.getByRole('table', { name: 'Repayment plan' });
  await expect(plan.getByRole('row').nth(1)).toContainText('Paid');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);
});
