// Issue 4 end to end: adding staff through to their first sign-in, a limited role's reduced console, and a role
// change reaching its holder on their next navigation.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiSession } from '../support/api-session';
import { expectNoSeriousViolations } from '../support/axe';
import { DEMO_PASSWORD, demo } from '../support/demo';
import { latestCodeMailedTo } from '../support/outbox';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

const VIEWER_EMAIL = 'viewer@crewbase.test';
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Opens the Profiles submenu (its entries mount only while it is open) and returns the entry's link. */
async function profilesLink(page: Page, name: string) {
  const profiles = sidebar(page).getByRole('button', { name: 'Profiles' });
  await expect(profiles).toBeVisible();
  if ((await profiles.getAttribute('aria-expanded')) !== 'true') await profiles.click();
  return sidebar(page).getByRole('link', { name });
}

/** Picks the first real choice of a select (the form's pickers come from the seeded settings). */
async function chooseFirst(page: Page, label: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
}

test('an admin adds a staff member, who activates with the mailed code and signs in to the staff portal', async ({ page, request }) => {
  test.slow(); // two apps, a long form and a mailbox: more than the default minute on a busy machine
  const stamp = Date.now();
  const email = `e2e.staff.${stamp}@crewbase.test`;
  const password = 'Welcome2Crewbase';

  await signIn(page, 'admin', demo.superAdmin.email);
  await (await profilesLink(page, 'Staffs')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staffs' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Staff' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Add New Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Staff' })).toBeVisible();
  await expectNoSeriousViolations(page);

  const form = page.getByRole('form', { name: 'Add New Staff' });
  await form.getByLabel('First name').fill('Efua');
  await form.getByLabel('Last name').fill(`Owusu${stamp}`);
  await form.getByLabel('Email').fill(email);
  await chooseFirst(page, 'Department');
  await chooseFirst(page, 'Job title');
  await chooseFirst(page, 'Location');
  await chooseFirst(page, 'Staff role');
  await form.getByLabel('Daily salary (₦)').fill('15000');
  await chooseFirst(page, 'Bank');
  await form.getByLabel('Account number').fill('0123456789');
  await form.getByRole('checkbox', { name: 'Transportation' }).check();
  await form.getByRole('button', { name: 'Add staff' }).click();

  await expect(page).toHaveURL(/\/admin\/profiles\/staffs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: `Efua Owusu${stamp}` })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText('Transportation');
  await expect(page.getByRole('button', { name: 'Resend activation code' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The new person takes the code from their mail (the offline outbox) and activates.
  const code = await test.step('read the activation code', () => latestCodeMailedTo(request, email));
  await page.goto(`${e2eUrls.staff}/staff/auth/new-user`);
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Activation code', { exact: true }).fill(code);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page).toHaveURL(/\/staff\/dashboard$/);

  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page).toHaveURL(/\/staff\/auth\/login$/);
  await signIn(page, 'staff', email, password);
  await expect(page.getByRole('banner')).toContainText(`Efua Owusu${stamp}`);

  // Back in the console the person is Active now, and the list finds them by name.
  await page.goto(`${e2eUrls.admin}/admin/profiles/staffs?filter=fullName:cont:Owusu${stamp}`);
  const grid = page.getByRole('grid', { name: 'Staff' });
  await expect(grid.getByRole('row').filter({ hasText: `Efua Owusu${stamp}` })).toContainText('Active');
});

test('an admin with a limited role sees a reduced sidebar and a clear refusal for a forced address', async ({ page }) => {
  await signIn(page, 'admin', VIEWER_EMAIL);
  const nav = sidebar(page);
  await expect(await profilesLink(page, 'Staffs')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admins' })).toHaveCount(0);
  await expect(nav.getByText('Reports')).toHaveCount(0);

  // Read-only: the staff list offers no Add New Staff.
  await nav.getByRole('link', { name: 'Staffs' }).click();
  await expect(page.getByRole('grid', { name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add New Staff' })).toHaveCount(0);

  for (const forced of ['/admin/profiles/admins', '/admin/settings/roles', '/admin/profiles/staffs/create']) {
    await page.goto(`${e2eUrls.admin}${forced}`);
    const refusal = page.getByRole('region', { name: 'Access denied' });
    await expect(refusal).toContainText('You do not have access');
    await expect(refusal.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
  }
  await expectNoSeriousViolations(page);

  // The settings page offers only the areas the role may read.
  await page.goto(`${e2eUrls.admin}/admin/settings`);
  const areas = page.getByRole('list', { name: 'Settings areas' });
  await expect(areas.getByRole('link', { name: /^Departments/ })).toBeVisible();
  await expect(areas.getByRole('link', { name: /^Roles/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test("a role's new permission reaches its holder on their next navigation", async ({ page, browser, request }) => {
  test.slow(); // two browsers and two role edits
  const stamp = Date.now();
  const roleName = `E2E Desk ${stamp}`;
  const holderEmail = `e2e.desk.${stamp}@crewbase.test`;
  const password = 'Welcome2Crewbase';

  // Set up through the API: a role that may read staff only, an admin holding it, activated with the mailed code.
  const superAdmin = await apiSession(request, 'admin', demo.superAdmin.email);
  const groups = (await (await superAdmin.get('admin/permissions/grouped')).json()) as {
    tableName: string;
    permissions: { id: string; name: string }[];
  }[];
  const permissionId = (tableName: string, name: string) =>
    groups.find((g) => g.tableName === tableName)!.permissions.find((p) => p.name === name)!.id;
  const role = await superAdmin.post('admin/roles', {
    name: roleName,
    permissionIds: [permissionId('dashboard', 'read'), permissionId('staff', 'read')],
  });
  expect(role.status()).toBe(201);
  const { id: roleId } = (await role.json()) as { id: string };
  const user = await superAdmin.post('admin/users', { firstName: 'Musa', lastName: `Bello${stamp}`, email: holderEmail, roleId });
  expect(user.status()).toBe(201);
  const code = await latestCodeMailedTo(request, holderEmail);
  const activated = await request.post(`${e2eUrls.api}/api/admin/auth/activate`, {
    data: { email: holderEmail, code, password, confirmPassword: password },
  });
  expect(activated.ok()).toBe(true);

  // The holder, in their own browser, has no Settings yet.
  const holderContext = await browser.newContext();
  const holder = await holderContext.newPage();
  await signIn(holder, 'admin', holderEmail, password);
  await expect(await profilesLink(holder, 'Staffs')).toBeVisible();
  await expect(sidebar(holder).getByRole('link', { name: 'Settings' })).toHaveCount(0);

  // The super admin gives the role department:read in the role editor.
  await signIn(page, 'admin', demo.superAdmin.email, DEMO_PASSWORD);
  await page.goto(`${e2eUrls.admin}/admin/settings/roles?filter=name:eq:${encodeURIComponent(roleName)}`);
  await page.getByRole('button', { name: `Actions for ${roleName}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Role' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Staff: read' })).toBeChecked();
  await expectNoSeriousViolations(page);
  await page.getByRole('checkbox', { name: 'Department: read' }).check();
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText(`The role "${roleName}" is saved`)).toBeVisible();

  // The holder's next navigation shows Settings, and its departments open.
  await sidebar(holder).getByRole('link', { name: 'Staffs' }).click();
  await expect(sidebar(holder).getByRole('link', { name: 'Settings' })).toBeVisible();
  await sidebar(holder).getByRole('link', { name: 'Settings' }).click();
  await holder.getByRole('link', { name: /Departments/ }).click();
  await expect(holder.getByRole('grid', { name: 'Departments' })).toBeVisible();

  // Taking it away again applies just as fast: a forced address is refused.
  await page.goto(`${e2eUrls.admin}/admin/settings/roles?filter=name:eq:${encodeURIComponent(roleName)}`);
  await page.getByRole('button', { name: `Actions for ${roleName}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await page.getByRole('checkbox', { name: 'Department: read' }).uncheck();
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText(`The role "${roleName}" is saved`)).toBeVisible();
  await holder.goto(`${e2eUrls.admin}/admin/settings/department`);
  await expect(holder.getByRole('region', { name: 'Access denied' })).toBeVisible();
  await expect(sidebar(holder).getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await holderContext.close();
});
