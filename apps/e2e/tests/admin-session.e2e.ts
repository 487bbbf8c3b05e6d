import { expect, test } from '../support/test';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';

test('an admin signs in, reads real staff metrics and updates their profile', async ({ page }) => {
  await signIn(page, 'admin', demo.superAdmin.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const total = page.getByRole('region', { name: 'Total staff' }).or(page.getByLabel('Total staff', { exact: true }));
  await expect(total.first()).toContainText(/\d+/);
  // The newest joiner in the seed is the staff member still awaiting activation.
  await expect(page.getByRole('table', { name: /recent joiners/i }).or(page.getByRole('main')).first()).toContainText(demo.newStaff.fullName);

  await page.goto(page.url().replace(/\/admin\/dashboard$/, '/admin/profile'));
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(demo.superAdmin.email);

  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/admin\/update-profile$/);

  // The form refuses an empty first name beside the field, without sending it, and nothing is saved.
  await page.getByLabel('First name', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter a first name')).toBeVisible();

  await page.getByLabel('First name', { exact: true }).fill('Gracia');
  await page.getByLabel('Last name', { exact: true }).fill('Mensah-Owusu');
  await page.getByLabel('Phone number', { exact: true }).fill('+234 803 555 0101');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Gracia Mensah-Owusu');
  await expect(page.getByRole('banner')).toContainText('Gracia');

  await page.reload();
  await expect(page.getByRole('main')).toContainText('+234 803 555 0101');
});
