// Every staff portal screen on a 360px phone, once its data has loaded: the page never scrolls sideways and no text
// is cut (no ellipsis, no clipped status chip, no date field showing part of its date, no initials out of the avatar).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { daysFromToday, typeDate, weekdayOnOrAfter } from '../support/date-field';
import { demo } from '../support/demo';
import { expectFits, expectFitsOwnBox } from '../support/fit';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

test.use({ viewport: { width: 360, height: 740 } });

const visit = (page: Page, path: string) => page.goto(`${e2eUrls.staff}${path}`);

/** Opens the first card of a list of my records and waits for the detail's history. */
async function openFirst(page: Page, list: Locator) {
  await list.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
}

test('every staff portal screen fits a 360px phone with nothing cut', async ({ page }) => {
  await signIn(page, 'staff', demo.staff.email);
  await expect(page.getByRole('region', { name: 'Your requests' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Leave days left' })).not.toHaveAttribute('aria-busy');
  await expectFits(page, 'the dashboard');

  await visit(page, '/staff/messages');
  const inbox = page.getByRole('list', { name: 'Your messages' });
  await expect(inbox.getByRole('link').first()).toBeVisible();
  await expectFits(page, 'messages');
  await inbox.getByRole('link').first().click();
  await expect(page.getByRole('article')).toBeVisible();
  await expectFits(page, 'a message');

  await visit(page, '/staff/notifications');
  await expect(page.getByRole('list', { name: 'Your notifications' }).or(page.getByText('No notifications yet'))).toBeVisible();
  await expectFits(page, 'notifications');

  await visit(page, '/staff/profile');
  await expect(page.getByRole('heading', { name: demo.staff.fullName })).toBeVisible();
  await expectFits(page, 'the profile');

  await visit(page, '/staff/schedule');
  await expect(page.getByRole('button', { name: 'Next week' })).toBeVisible();
  await expect(page.getByText(/\d+ shifts?$/)).toBeVisible();
  await expectFits(page, 'the schedule');

  await visit(page, '/staff/leave');
  const leave = page.getByRole('list', { name: 'My leave requests' });
  await expect(leave.getByRole('link').first()).toBeVisible();
  await expectFits(page, 'the leave list');
  await openFirst(page, leave);
  await expectFits(page, 'a leave request');
  await visit(page, '/staff/leave/request');
  const start = weekdayOnOrAfter(daysFromToday(60));
  await typeDate(page, 'First day', start);
  await typeDate(page, 'Last day', start);
  await expect(page.getByRole('group', { name: 'First day' })).toContainText(start.split('-')[0]);
  await expectFits(page, 'the leave request form with its dates');

  await visit(page, '/staff/loans');
  const loans = page.getByRole('list', { name: 'My loans' });
  await expect(loans.getByRole('link').first()).toBeVisible();
  await expectFits(page, 'the loan list');
  await loans.getByRole('link').filter({ hasText: 'Repayment in progress' }).first().click();
  await expect(page.getByRole('table', { name: 'Repayment plan' }).getByRole('row').nth(1)).toContainText('Paid');
  await expectFits(page, 'a loan being repaid');
  await expectFitsOwnBox(page.getByRole('region', { name: 'Repayment plan, all installments' }));
  await visit(page, '/staff/loans/request');
  await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
  await expectFits(page, 'the loan request form');

  await visit(page, '/staff/medical-assistance');
  const medical = page.getByRole('list', { name: 'My medical assistance requests' });
  await expect(medical.getByRole('link').first()).toBeVisible();
  await expectFits(page, 'the medical assistance list');
  await openFirst(page, medical);
  await expectFits(page, 'a medical assistance request');
  await visit(page, '/staff/medical-assistance/request');
  await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
  await expectFits(page, 'the medical assistance form');

  // Performance: the seed's approved mid-year review, its appraisal and its Staff Review screen (read-only). The
  // answering form is checked at 360px in performance-staff.e2e.ts, while its review is still open.
  await visit(page, '/staff/performance');
  const previousReviews = page.getByRole('list', { name: 'Previous reviews' });
  await expect(previousReviews.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Overall rating' })).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('list', { name: 'My rewards' })).toBeVisible();
  await expectFits(page, 'the performance page');
  await previousReviews.getByRole('link').filter({ hasText: 'Mid-year Review' }).click();
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await expectFits(page, 'a completed review');
  const reviewId = page.url().split('/').at(-1);
  await page.getByRole('link', { name: 'See the appraisal' }).click();
  await expect(page.getByRole('list', { name: 'Rewards from this appraisal' })).toBeVisible();
  await expectFits(page, 'an appraisal');
  await visit(page, `/staff/performance/reviews/${reviewId}`);
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await expectFits(page, 'a completed Staff Review');

  // Payroll: the seed's paid run for last month gives the demo staff member a payslip.
  await visit(page, '/staff/payroll');
  const payslips = page.getByRole('list', { name: 'My payslips' });
  await expect(payslips.getByRole('link').first()).toBeVisible();
  await expectFits(page, 'the payslip list');
  await payslips.getByRole('link').first().click();
  await expect(page.getByRole('list', { name: 'Payslip lines' })).toBeVisible();
  await expectFits(page, 'a payslip');
});
