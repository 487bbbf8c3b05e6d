import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';
import { daysFromToday, typeDate } from '../support/date-field';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';

// Names this run owns, so a second run against the same API (or another spec's records) never collides.
const run = Date.now().toString(36);
const kpiA = `Incident reports ${run}`;
const kpiB = `Patrol rounds ${run}`;
const question = `I know what to do when an alarm goes off (${run}).`;
const team = `Night Patrol ${run}`;
const cycle = `Security Q4 ${run}`;

test('an admin sets up KPIs, a question, a team and a cycle, launches it and sees its reviews, then rewards and penalises from an appraisal', async ({ page }) => {
  // Many screens, forms and a background launch on a shared two-core machine: more than the default minute.
  test.slow();
  await signIn(page, 'admin', demo.superAdmin.email);
  await page.getByRole('link', { name: 'Performance', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/performance\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Performance Overview' })).toBeVisible();
  // The rating distribution chart has its numbers in a table for screen readers.
  await expect(page.getByRole('table', { name: 'Rating distribution' })).toBeAttached();
  await expectNoSeriousViolations(page);

  // Two KPIs whose weights make 100, and a question.
  const nav = page.getByRole('navigation', { name: 'Performance' });
  for (const [name, weight] of [[kpiA, '60'], [kpiB, '40']] as const) {
    await nav.getByRole('link', { name: 'Setup' }).click();
    await page.getByRole('link', { name: 'New KPI' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New KPI' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Weight (%)' }).fill(weight);
    await page.getByRole('button', { name: 'Add KPI' }).click();
    await expect(page.getByRole('status').filter({ hasText: `The KPI “${name}” was added.` })).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Questions' }).click();
  await page.getByRole('link', { name: 'New question' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Question' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Question', exact: true }).fill(question);
  await page.getByRole('textbox', { name: 'Category' }).fill('Readiness');
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The question was added.' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Questions' })).toContainText(question);

  // A team in Security under its supervisor.
  await nav.getByRole('link', { name: 'Teams' }).click();
  await page.getByRole('link', { name: 'New team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Team' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Team name' }).fill(team);
  await page.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Security', exact: true }).click();
  await page.getByRole('combobox', { name: 'Manager' }).fill('Ibrahim');
  await page.getByRole('option', { name: /Ibrahim Musa/ }).click();
  await page.getByRole('combobox', { name: 'Members' }).fill('Esther');
  await page.getByRole('option', { name: /Esther Edet/ }).click();
  await page.getByRole('button', { name: 'Add team' }).click();
  await expect(page).toHaveURL(/\/admin\/performance\/teams\/[0-9a-f-]+$/);
  await expect(page.getByRole('status').filter({ hasText: `The team ${team} was added.` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Team members' })).toContainText('Esther Edet');

  // A cycle for Security with both KPIs and the question, then launched.
  await nav.getByRole('link', { name: 'Cycles' }).click();
  await page.getByRole('link', { name: 'New cycle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Review Cycle' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Cycle name' }).fill(cycle);
  await page.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Security', exact: true }).click();
  await page.getByRole('combobox', { name: 'Frequency' }).click();
  await page.getByRole('option', { name: 'Quarterly' }).click();
  await typeDate(page, /Start Date/, daysFromToday(0));
  for (const name of [kpiA, kpiB]) {
    await page.getByRole('combobox', { name: 'KPIs' }).fill(name);
    await page.getByRole('option', { name: new RegExp(name) }).click();
  }
  await expect(page.getByText('The KPI weights add up to 100: the cycle can be launched.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Questions' }).fill(run);
  await page.getByRole('option', { name: new RegExp(run) }).click();
  await page.getByRole('button', { name: 'Add cycle' }).click();
  await expect(page).toHaveURL(/\/admin\/performance\/cycles\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 2, name: cycle })).toBeVisible();
  await expect(page.getByRole('table', { name: 'KPIs of this cycle' })).toContainText('100%');
  await expectNoSeriousViolations(page);

  const panel = page.getByRole('region', { name: 'Decision' });
  await panel.getByRole('button', { name: 'Launch' }).click();
  await page.getByRole('dialog', { name: 'Launch this cycle?' }).getByRole('button', { name: 'Launch' }).click();
  await expect(panel.getByRole('status')).toHaveText('Launch started. Its progress shows below.');
  await expect(page.getByRole('region', { name: 'Launch' })).toContainText(/The launch finished: \d+ reviews? created/, { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Reviews by status' })).toBeVisible();

  // Its reviews, one per active Security staff member, waiting for their answers.
  await page.getByLabel('Review cycle details').getByRole('link', { name: /see them/ }).click();
  await expect(page).toHaveURL(/\/admin\/performance\/reviews\?/);
  const reviews = page.getByRole('grid', { name: 'Staff reviews' });
  await expect(reviews.getByRole('row').nth(1)).toContainText(cycle);
  await expect(reviews).toContainText('Esther Edet');
  await expect(reviews).toContainText('Not started');
  // A review not yet submitted: its KPIs can be scored already, but there is nothing to decide.
  await reviews.getByRole('row').filter({ hasText: 'Esther Edet' }).getByRole('gridcell').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review of Esther Edet' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: `Score for ${kpiA}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Decision' })).toContainText('The staff member has not submitted this review yet.');
  await expectNoSeriousViolations(page);

  // From the demo's completed mid-year review: a reward and a penalty.
  await nav.getByRole('link', { name: 'Appraisals' }).click();
  const appraisals = page.getByRole('grid', { name: 'Appraisals' });
  await appraisals.getByRole('row').filter({ hasText: demo.staff.fullName }).first().getByRole('gridcell').first().click();
  await expect(page.getByRole('heading', { level: 2, name: `Appraisal of ${demo.staff.fullName}` })).toBeVisible();
  const appraisalUrl = page.url();

  await page.getByRole('link', { name: 'Grant reward' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Reward' })).toBeVisible();
  await expect(page.getByText(`Granted from ${demo.staff.fullName}'s appraisal`)).toBeVisible();
  await page.getByRole('combobox', { name: 'Reward' }).click();
  await page.getByRole('option', { name: 'Holiday' }).click();
  await page.getByRole('textbox', { name: 'Amount (₦)' }).fill('15000');
  await page.getByRole('textbox', { name: 'Reason', exact: true }).fill(`Covered the December rota (${run}).`);
  await page.getByRole('button', { name: 'Grant reward' }).click();
  await expect(page).toHaveURL(appraisalUrl);
  await expect(page.getByRole('status').filter({ hasText: 'Reward granted: Holiday of ₦15,000.00.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rewards granted' })).toContainText('Holiday: ₦15,000.00');

  await page.getByRole('link', { name: 'Record penalty' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Penalty' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount (₦)' }).fill('2000');
  await page.getByRole('textbox', { name: 'Reason', exact: true }).fill(`Late for two handovers (${run}).`);
  await page.getByRole('button', { name: 'Record penalty' }).click();
  await expect(page).toHaveURL(appraisalUrl);
  await expect(page.getByRole('status').filter({ hasText: `Penalty of ₦2,000.00 recorded for ${demo.staff.fullName}.` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Penalties recorded' })).toContainText('Penalty: ₦2,000.00');

  // The reward stands on its own page, editable until a pay run includes it.
  await page.getByRole('list', { name: 'Rewards granted' }).getByRole('link', { name: 'Holiday: ₦15,000.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Reward/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit reward' })).toBeVisible();
  await expect(page.getByLabel('Reward details')).toContainText('Not yet included');
  await nav.getByRole('link', { name: 'Appraisals' }).click();
  await page.getByRole('tab', { name: 'Rewards' }).click();
  await expect(page.getByRole('grid', { name: 'Rewards' })).toContainText('Holiday');
});
