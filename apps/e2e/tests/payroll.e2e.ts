// Payroll end to end, on a staff member no other spec pays (Chinedu Okafor, moved for the test to a location of his
// own so the run covers him alone and never touches the demo staff member's seeded rewards or loan): HR grants him a
// reward and a penalty and gives him a loan (API); an admin creates and calculates the month's run on screen, sees
// the payslip's reward, penalty and loan installment, approves the run, downloads the bank schedule (its total is
// the run's) and marks the run paid; the loan moves on; he opens the payslip on a phone and downloads its PDF.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { apiSession, type ApiSession } from '../support/api-session';
import { expectNoSeriousViolations } from '../support/axe';
import { DEMO_PASSWORD, demo } from '../support/demo';
import { expectFits } from '../support/fit';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

/** password-reset.e2e.ts (earlier in file order) gives him this one; run alone he still has the demo password. */
const RESET_PASSWORD = 'Fresh-Start-2026';

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const ok = async (response: Promise<import('@playwright/test').APIResponse>) => {
  const res = await response;
  expect(res.ok(), await res.text()).toBe(true);
  return res.status() === 204 ? null : ((await res.json()) as Record<string, unknown>);
};

test('an admin calculates, approves and pays a month; the loan moves on; the staff member reads and downloads the payslip', async ({ browser, request }) => {
  // Two apps, a background calculation and two downloads on a shared two-core machine.
  test.slow();
  const hr: ApiSession = await apiSession(request, 'admin', demo.superAdmin.email);

  // Next month (the latest a run may be made for): the reward, penalty and first installment all fall in it, and no
  // seeded run covers it.
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const month = `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`;
  const monthName = monthFormat.format(first);
  const today = now.toISOString().slice(0, 10);

  const found = (await ok(hr.get(`admin/staff?filter=${encodeURIComponent(`fullName||$eq||${demo.resetStaff.fullName}`)}`))) as { data: { id: string }[] };
  const staffId = found.data[0].id;
  const before = (await ok(hr.get(`admin/staff/${staffId}`))) as { location: { id: string } | null };
  const place = (await ok(hr.post('admin/location', { name: `Payroll e2e ${Date.now()}`, city: 'Lagos' }))) as { id: string; name: string };
  await ok(hr.patch(`admin/staff/${staffId}`, { locationId: place.id }));

  try {
    await ok(hr.post('admin/performance-review/reward', { kind: 'Award Bonus', recipientType: 'Staff', staffId, rewardAmount: '20000', date: today, reason: 'End-to-end: payroll reward' }));
    await ok(hr.post('admin/performance-review/penalty', { staffId, amount: '3000', date: today, reason: 'End-to-end: payroll penalty' }));
    const loan = (await ok(hr.post('admin/loan-request', { staffId, amountRequested: '30000', repaymentMonths: 3, reason: 'End-to-end: payroll loan' }))) as { id: string };
    await ok(hr.patch(`admin/loan-request/approve/${loan.id}`, { amount: '30000', repaymentMonths: 3 }));
    await ok(hr.patch(`admin/loan-request/disburse/${loan.id}`, { firstDueDate: `${month}-10` }));

    // The admin creates the month's run for that location and calculates it.
    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, 'admin', demo.superAdmin.email);
    await admin.getByRole('link', { name: 'Payroll', exact: true }).first().click();
    await expect(admin).toHaveURL(/\/admin\/payroll$/);
    const form = admin.getByRole('form', { name: 'New pay run' });
    await form.getByRole('combobox', { name: /Month/ }).click();
    await admin.getByRole('option', { name: monthName }).click();
    await form.getByRole('radio', { name: 'A location' }).check();
    await form.getByRole('combobox', { name: /Location/ }).click();
    await admin.getByRole('option', { name: place.name }).click();
    await form.getByRole('button', { name: 'Create pay run' }).click();
    await expect(admin.getByRole('heading', { level: 2, name: `Pay run for ${monthName}` })).toBeVisible();
    const runId = admin.url().split('/').at(-1)!;

    const actions = admin.getByRole('region', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Calculate' }).click();
    await admin.getByRole('dialog', { name: 'Calculate this pay run?' }).getByRole('button', { name: 'Calculate' }).click();
    await expect(admin.getByRole('region', { name: 'Calculation' })).toContainText('The calculation finished: 1 payslip', { timeout: 60_000 });

    // His slip: the reward, the penalty and the loan installment, each with its source.
    const slips = admin.getByRole('grid', { name: 'Payslips of this pay run' });
    await expect(slips.getByRole('row').nth(1)).toContainText(demo.resetStaff.fullName);
    await slips.getByRole('row').nth(1).getByRole('gridcell').first().click();
    await expect(admin.getByRole('heading', { level: 1, name: /Payroll ID/ })).toBeVisible();
    const lines = admin.getByRole('table', { name: 'Payslip lines' });
    await expect(lines).toContainText('Payable days');
    await expect(lines.getByRole('row').filter({ hasText: 'Reward' })).toContainText('₦20,000.00');
    await expect(lines.getByRole('row').filter({ hasText: 'Penalty' })).toContainText('−₦3,000.00');
    await expect(lines.getByRole('row').filter({ hasText: 'Loan installment' })).toContainText(/installment 1 of 3/);
    await expect(lines.getByRole('row').filter({ hasText: 'Loan installment' })).toContainText('−₦10,000.00');

    // Approve, then the bank schedule: its amounts add up to the run's total.
    await admin.goto(`${e2eUrls.admin}/admin/payroll/runs/${runId}`);
    await actions.getByRole('button', { name: 'Approve' }).click();
    await admin.getByRole('dialog', { name: 'Approve this pay run?' }).getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('Pay run approved and locked.')).toBeVisible();
    await expectNoSeriousViolations(admin);
    const run = (await ok(hr.get(`admin/payroll/pay-run/${runId}`))) as { totalPay: string; bankSchedules: { bankName: string }[] };
    const schedules = admin.getByRole('table', { name: 'Bank transfer schedules' });
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      schedules.getByRole('button', { name: `Download the ${run.bankSchedules[0].bankName} schedule` }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const rows = csv.trim().split(/\r?\n/).slice(1).map((line) => line.split(','));
    expect(rows).toHaveLength(1);
    const amountKobo = rows.reduce((sum, cells) => sum + Math.round(Number(cells.find((cell) => /^"?\d+\.\d{2}"?$/.test(cell))!.replace(/"/g, '')) * 100), 0);
    expect(amountKobo).toBe(Math.round(Number(run.totalPay) * 100));

    // Mark the run paid with a payment reference; the loan's first installment is paid, so the loan moves on.
    await actions.getByRole('button', { name: 'Mark run as paid' }).click();
    const pay = admin.getByRole('dialog', { name: 'Mark this pay run as paid?' });
    await pay.getByRole('textbox', { name: /Payment reference/ }).fill(`E2E-${month}`);
    await pay.getByRole('button', { name: 'Mark run as paid' }).click();
    await expect(admin.getByText('Pay run marked as paid. Payslip mails are on their way.')).toBeVisible();
    const paidLoan = (await ok(hr.get(`admin/loan-request/${loan.id}`))) as { status: string };
    expect(paidLoan.status).toBe('REPAYMENT_IN_PROGRESS');

    // He opens the payslip on a phone and downloads its PDF.
    const password = (await request.post(`${e2eUrls.api}/api/staff/auth/login`, { data: { email: demo.resetStaff.email, password: DEMO_PASSWORD } })).ok()
      ? DEMO_PASSWORD
      : RESET_PASSWORD;
    const phone = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    await signIn(phone, 'staff', demo.resetStaff.email, password);
    await phone.goto(`${e2eUrls.staff}/staff/payroll`);
    await phone.getByRole('list', { name: 'My payslips' }).getByRole('link').filter({ hasText: monthName }).click();
    await expect(phone.getByRole('heading', { level: 1, name: /Payroll ID/ })).toBeVisible();
    await expect(phone.getByRole('list', { name: 'Payslip lines' })).toContainText(/installment 1 of 3/);
    await expectFits(phone, 'the payslip on a phone');
    await expectNoSeriousViolations(phone);
    const [pdf] = await Promise.all([phone.waitForEvent('download'), phone.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe(`payslip-${month}.pdf`);
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  } finally {
    // He goes back where he was, so the specs after this one find him there.
    if (before.location) await hr.patch(`admin/staff/${staffId}`, { locationId: before.location.id });
  }
});
