import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';
import { detail } from '../support/details';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

test('a loan goes from request to approval with a note, disbursement and its first repayment, seen from both sides', async ({ browser }) => {
  // Two apps, two sign-ins and axe scans on a shared two-core machine: more than the default minute.
  test.slow();
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'staff', demo.staff.email);
  await staff.goto(`${e2eUrls.staff}/staff/loans`);
  await staff.getByRole('link', { name: 'Request a loan' }).first().click();
  await staff.getByRole('textbox', { name: /Amount/ }).fill('60000');
  await staff.getByRole('combobox', { name: /Repay over/ }).click();
  await staff.getByRole('option', { name: '4 monthly installments' }).click();
  await expect(staff.getByRole('combobox', { name: /Repay over/ })).toHaveText('4 monthly installments');
  await staff.getByRole('textbox', { name: /Reason/ }).fill('End-to-end: new laptop for evening classes');
  await staff.getByRole('button', { name: 'Send request' }).click();
  await expect(staff.getByText('Your loan request has been sent.')).toBeVisible();
  await expect(staff).toHaveURL(/\/staff\/loans\/[0-9a-f-]+$/);
  const loanUrl = staff.url();
  const id = loanUrl.split('/').at(-1)!;

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin', demo.superAdmin.email);
  await admin.getByRole('link', { name: 'Loans', exact: true }).first().click();
  await expect(admin).toHaveURL(/\/admin\/loans$/);
  // Filter with the spec's query language from the filter bar: the staff member's name, Contains.
  await admin.getByLabel('Search by staff name').fill('Adaeze');
  await admin.keyboard.press('Enter');
  const grid = admin.getByRole('grid', { name: 'Loans' });
  await expect(grid.getByRole('row').nth(1)).toContainText('₦60,000.00');
  // The name opens the request (the row's first cell is its selection box, for bulk decisions).
  await grid.getByRole('row').nth(1).getByRole('gridcell').filter({ hasText: demo.staff.fullName }).first().click();
  await expect(admin).toHaveURL(new RegExp(`/admin/loans/${id}$`));

  const panel = admin.getByRole('region', { name: 'Decision' });
  await expect(panel.getByRole('button')).toHaveText(['Approve', 'Decline']);
  await expectNoSeriousViolations(admin);
  await panel.getByRole('button', { name: 'Approve' }).click();
  const approve = admin.getByRole('dialog', { name: 'Approve loan' });
  await approve.getByRole('textbox', { name: /Approved amount/ }).fill('48000');
  await approve.getByRole('textbox', { name: /Monthly installments/ }).fill('3');
  await expect(approve.getByRole('status')).toHaveText('Repaid in 3 monthly installments of ₦16,000.00.');
  const approvalNote = 'End-to-end: approved at 48,000 over three months';
  await approve.getByRole('textbox', { name: /Note for the record/ }).fill(approvalNote);
  await approve.getByRole('button', { name: 'Approve loan' }).click();
  await expect(panel.getByRole('status')).toHaveText('Loan approved.');
  await expect(admin.getByLabel('Loan details')).toContainText('₦48,000.00');

  await panel.getByRole('button', { name: 'Disburse' }).click();
  const disburse = admin.getByRole('dialog', { name: 'Disburse loan' });
  await expect(disburse.getByRole('table', { name: 'Repayment plan to be created' }).getByRole('row')).toHaveCount(4);
  // Disbursed without a note of its own: the approval's note is still the one that stands.
  await disburse.getByRole('button', { name: 'Disburse' }).click();
  await expect(panel.getByRole('status')).toHaveText('Loan disbursed; the repayment plan is set.');
  await expect(detail(admin, 'Loan details', 'Decision note')).toHaveText(approvalNote);
  const plan = admin.getByRole('table', { name: 'Repayment plan' });
  await expect(plan.getByRole('row')).toHaveCount(4);

  await panel.getByRole('button', { name: 'Mark installment 1 as paid' }).click();
  await admin.getByRole('dialog', { name: 'Mark installment 1 as paid?' }).getByRole('button', { name: 'Mark as Paid' }).click();
  await expect(panel.getByRole('status')).toHaveText('Installment 1 marked as paid.');
  await expect(admin.getByRole('main').getByText('Repayment in progress', { exact: true }).first()).toBeVisible();
  await expect(plan.getByRole('row').nth(1)).toContainText('Paid');
  await expect(panel.getByRole('button', { name: 'Mark installment 2 as paid' })).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Audit trail' }).getByRole('listitem')).toHaveCount(4);

  await staff.reload();
  await expect(staff.getByRole('main').getByText('Repayment in progress', { exact: true }).first()).toBeVisible();
  await expect(staff.getByLabel('Loan details')).toContainText('₦48,000.00');
  await expect(detail(staff, 'Loan details', 'Note from HR')).toHaveText(approvalNote);
  await expect(staff.getByRole('list', { name: 'History' })).toContainText(approvalNote);
  const staffPlan = staff.getByRole('table', { name: 'Repayment plan' });
  await expect(staffPlan.getByRole('row')).toHaveCount(4);
  await expect(staffPlan.getByRole('row').nth(1)).toContainText('Paid');
  await expect(staffPlan.getByRole('row').nth(2)).toContainText('Unpaid');
});
