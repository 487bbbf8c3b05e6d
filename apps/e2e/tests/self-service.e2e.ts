// Self-service changes end to end: on a 360px phone a staff member changes their phone number (at once) and asks for
// new bank details (refused first for a failed NUBAN check); an admin approves the change in the console; the staff
// member then sees the new details on file.
import { expect, test } from '../support/test';
import { detail } from '../support/details';
import { expectFits } from '../support/fit';
import { signIn } from '../support/sign-in';
import { demo } from '../support/demo';
import { e2eUrls } from '../support/urls';

// A demo staff member no other test signs in as.
const PERSON = { email: 'amaka.onyekachi@crewbase.test', fullName: 'Amaka Onyekachi' };
// Access Bank (044): 123456789 completes to a valid NUBAN with check digit 5; any other last digit fails.
const GOOD_ACCOUNT = '1234567895';
const BAD_ACCOUNT = '1234567890';

test('a staff member edits their phone and asks for new bank details on a phone; an admin approves; the new details apply', async ({ browser }) => {
  test.setTimeout(150_000);
  const staff = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await signIn(staff, 'staff', PERSON.email);
  await staff.goto(`${e2eUrls.staff}/staff/profile`);
  await expect(staff.getByRole('heading', { name: PERSON.fullName })).toBeVisible();

  // Phone, address and next of kin: at once.
  await staff.getByRole('link', { name: 'Edit phone, address and next of kin' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Edit My Details' })).toBeVisible();
  await staff.getByRole('textbox', { name: 'Phone number', exact: true }).fill('+234 809 555 0142');
  await staff.getByRole('textbox', { name: 'Name', exact: true }).fill('Obiora Onyekachi');
  await staff.getByRole('textbox', { name: 'Relationship', exact: true }).fill('Brother');
  await expectFits(staff, 'the contact details form');
  await staff.getByRole('button', { name: 'Save details' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Your contact details have been saved.' })).toBeVisible();
  await expect(staff.locator('section').filter({ hasText: 'Personal details' }).first()).toContainText('+234 809 555 0142');
  await expect(staff.locator('section').filter({ hasText: 'Next of kin' }).first()).toContainText('Obiora Onyekachi');

  // Bank details: checked, then waiting for an admin.
  await staff.getByRole('link', { name: 'Change bank details' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Change Bank Details' })).toBeVisible();
  await staff.getByRole('combobox', { name: 'Bank' }).click();
  await staff.getByRole('option', { name: 'Access Bank', exact: true }).click();
  await staff.getByRole('textbox', { name: 'Account number' }).fill(BAD_ACCOUNT);
  await staff.getByRole('textbox', { name: 'Account name' }).fill(PERSON.fullName);
  await staff.getByRole('button', { name: 'Send for approval' }).click();
  await expect(staff.getByText('This account number does not pass the NUBAN check for the chosen bank: check both.')).toBeVisible();
  await staff.getByRole('textbox', { name: 'Account number' }).fill(GOOD_ACCOUNT);
  await expectFits(staff, 'the bank details form');
  await staff.getByRole('button', { name: 'Send for approval' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Your new bank details were sent for approval.' })).toBeVisible();
  const bankSection = staff.locator('section').filter({ hasText: 'Bank details' }).first();
  await expect(staff.getByText(/Waiting for approval since .*Access Bank · 1234567895/)).toBeVisible();
  await expect(bankSection).not.toContainText(GOOD_ACCOUNT);
  await expectFits(staff, 'the profile with a pending bank change');

  // The admin sees it waiting, on the staff list and in the list of changes, and approves it.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin', demo.superAdmin.email);
  await admin.goto(`${e2eUrls.admin}/admin/profiles/staffs`);
  await expect(admin.getByText(/bank-detail changes? waits? for approval/)).toBeVisible();
  await admin.getByRole('link', { name: 'Bank-detail changes' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Bank-detail changes' })).toBeVisible();
  await admin.getByRole('row').filter({ hasText: PERSON.fullName }).filter({ hasText: 'Access Bank' }).first().click();
  await expect(admin.getByRole('heading', { name: `Bank-detail change for ${PERSON.fullName}` })).toBeVisible();
  await admin.getByRole('button', { name: 'Approve' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Matches the bank letter');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Bank-detail change approved: the new details are on file.')).toBeVisible();

  // The person's profile in the console shows the account name now on file and the next of kin they keep.
  await admin.getByRole('link', { name: new RegExp(`^${PERSON.fullName} \\(`) }).click();
  await expect(detail(admin, 'Work and pay', 'Account name')).toHaveText(PERSON.fullName);
  await expect(detail(admin, 'Work and pay', 'Account number')).toHaveText(GOOD_ACCOUNT);
  await expect(detail(admin, 'Next of kin', 'Name')).toHaveText('Obiora Onyekachi');
  await expect(detail(admin, 'Next of kin', 'Relationship')).toHaveText('Brother');

  // The staff member reads the new details; nothing waits any more.
  await staff.reload();
  await expect(bankSection).toContainText(GOOD_ACCOUNT);
  await expect(bankSection).toContainText('Access Bank');
  await expect(staff.getByText(/Waiting for approval since/)).toHaveCount(0);
  await expect(staff.getByRole('link', { name: 'Change bank details' })).toBeVisible();
  await expectFits(staff, 'the profile after approval');
});
