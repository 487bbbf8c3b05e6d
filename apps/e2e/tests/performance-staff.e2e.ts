// The staff side of a performance review, end to end: the demo staff member answers and submits the review the demo
// seed opened for them, HR sends it back with a reason (through the API), the staff member sees the reason and
// submits again, HR scores and approves it (API), and the staff member finds it in their history and rating.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiSession } from '../support/api-session';
import { expectNoSeriousViolations } from '../support/axe';
import { demo } from '../support/demo';
import { expectFits } from '../support/fit';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

const ADMIN = 'admin/performance-review/staff-review';

/** Picks the same answer for every question of the review form. */
async function answerEvery(page: Page, answer: string) {
  const questions = page.getByRole('form', { name: 'Your answers' }).getByRole('radiogroup');
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) await questions.nth(i).getByRole('radio', { name: answer, exact: true }).check();
}

async function submitReview(page: Page) {
  await page.getByRole('button', { name: 'Submit review' }).click();
  await page.getByRole('dialog', { name: 'Submit this review?' }).getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Your review has been submitted. HR will let you know the outcome.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Your answers' })).toHaveCount(0);
  await expect(page.getByText(/your answers are read-only while HR reviews them/)).toBeVisible();
}

test('in dark mode, the performance page and an open review have no serious accessibility violations', async ({ page }) => {
  // Two axe scans on a shared two-core machine: more than the default minute.
  test.slow();
  // The colour mode is stored on the device (never the system's); set it before the app reads it.
  await page.addInitScript(() => window.localStorage.setItem('crewbase.colorMode', 'dark'));
  await signIn(page, 'staff', demo.staff.email);
  await page.goto(`${e2eUrls.staff}/staff/performance`);
  // Five lists and the rating load at once: on a busy machine that can outlast the default ten seconds.
  await expect(page.getByRole('list', { name: 'Previous reviews' }).getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('group', { name: 'Overall rating' })).not.toHaveAttribute('aria-busy');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  await expectNoSeriousViolations(page);
  await page.getByRole('list', { name: 'Reviews to complete' }).getByRole('link').first().click();
  await expect(page.getByRole('form', { name: 'Your answers' }).getByRole('radiogroup').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a staff member answers a review, HR sends it back, they resubmit, and the approved review shows in their history and rating', async ({
  page,
  request,
}) => {
  // Two sign-ins, several round trips and an axe scan on a shared two-core machine: more than the default minute.
  test.slow();
  // On a phone: the review form is checked to fit 360px here, while the review is still open for answers.
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'staff', demo.staff.email);

  // The dashboard shows the review waiting for them, with its due date, and leads to it.
  const next = page.getByRole('region', { name: 'Your next review' });
  await expect(next.getByText(/^Due by \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await next.getByRole('link', { name: 'Answer the review' }).click();
  await expect(page).toHaveURL(/\/staff\/performance\/reviews\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Review' })).toBeVisible();
  const id = page.url().split('/').at(-1)!;

  // A draft first, then the submit.
  await answerEvery(page, 'Agree');
  await expectFits(page, 'the review form');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(/Your answers are saved as a draft/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await submitReview(page);

  // HR sends it back with a reason. Answers after submitting are refused.
  const staffApi = await apiSession(request, 'staff', demo.staff.email);
  expect((await staffApi.patch(`staff/staff-review/details/${id}`, { answers: [] })).status()).toBe(409);
  const hr = await apiSession(request, 'admin', demo.hrAdmin.email);
  const reason = 'End-to-end: please rate the tools question again after the new scanners arrived.';
  const denied = await hr.patch(`${ADMIN}/deny/${id}`, { note: reason });
  expect(denied.status(), await denied.text()).toBe(200);

  // The staff member sees the reason, and can change the answers and submit again.
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'HR sent this review back to you' })).toContainText(`Their reason: ${reason}`);
  await expect(page.getByRole('form', { name: 'Your answers' }).getByRole('radio', { name: 'Agree', exact: true }).first()).toBeChecked();
  await expectFits(page, 'a review sent back');
  await page.getByRole('textbox', { name: /Your comments/ }).fill('The new scanners made the exit lanes much faster.');
  await submitReview(page);

  // HR scores every KPI and approves (the spec's approve?staffId&performanceReviewCycleId).
  const review = (await (await hr.get(`${ADMIN}/${id}`)).json()) as { staff: { id: string }; cycle: { id: string; name: string }; kpis: { kpiId: string }[] };
  const scored = await hr.patch(`${ADMIN}/score/${id}`, { kpis: review.kpis.map((k) => ({ kpiId: k.kpiId, score: 5, comment: 'End-to-end: excellent.' })) });
  expect(scored.status(), await scored.text()).toBe(200);
  const approved = await hr.patch(`${ADMIN}/approve?staffId=${review.staff.id}&performanceReviewCycleId=${review.cycle.id}`, {});
  expect(approved.status(), await approved.text()).toBe(200);
  const { overallRating } = (await approved.json()) as { overallRating: number };
  const rating = (await (await staffApi.get('staff/performance-review/overall-rating')).json()) as { average: number; latest: number };
  expect(rating.latest).toBe(overallRating);

  // On their performance page: the rating, nothing left to answer from that cycle, the review among the previous ones.
  await page.goto(`${e2eUrls.staff}/staff/performance`);
  await expect(page.getByRole('group', { name: 'Latest review' })).toContainText(overallRating.toFixed(2));
  await expect(page.getByRole('group', { name: 'Overall rating' })).toContainText(rating.average.toFixed(2));
  const previous = page.getByRole('list', { name: 'Previous reviews' }).getByRole('link').filter({ hasText: review.cycle.name });
  await expect(previous).toContainText(`Rating ${overallRating.toFixed(2)} of 5`);
  await expect(previous).toContainText('Completed');

  // Its history: the rating, HR's scores and comments, the answers, the reason it was sent back.
  await previous.click();
  await expect(page).toHaveURL(new RegExp(`/staff/performance/review-history/\\d{4}-\\d{2}-\\d{2}/${id}$`));
  await expect(page.getByLabel('Outcome')).toContainText(`${overallRating.toFixed(2)} of 5`);
  await expect(page.getByRole('list', { name: 'KPIs' })).toContainText('Score: 5 of 5');
  await expect(page.getByRole('list', { name: 'KPIs' })).toContainText('End-to-end: excellent.');
  await expect(page.getByText('The new scanners made the exit lanes much faster.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'History' })).toContainText(reason);
  await expectNoSeriousViolations(page);
});

test("a staff member's completed review and appraisal never show the reviewer's private note", async ({ page }) => {
  await signIn(page, 'staff', demo.staff.email);
  await page.goto(`${e2eUrls.staff}/staff/performance`);
  // The demo seed's approved mid-year review, with a reward and a penalty granted from its appraisal.
  await page.getByRole('list', { name: 'Previous reviews' }).getByRole('link').filter({ hasText: 'Mid-year Review' }).click();
  await expect(page.getByLabel('Outcome')).toContainText('of 5');
  await expect(page.getByText('A good half: I took on the evening handovers.')).toBeVisible();
  await expect(page.getByText(/team lead role/)).toHaveCount(0);
  await page.getByRole('link', { name: 'See the appraisal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Appraisal' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rewards from this appraisal' })).toContainText('₦50,000.00 · Spirit of Excellence');
  await expect(page.getByRole('list', { name: 'Penalties from this appraisal' })).toContainText('₦5,000.00');
  await expect(page.getByText(/team lead role/)).toHaveCount(0);
});
