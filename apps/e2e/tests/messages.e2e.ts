import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';
import { DEMO_PASSWORD, demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

/** Reads, as the demo staff member, every message the seed already sent them, so the badge starts clear. */
async function readEverythingAsStaff(request: APIRequestContext) {
  const login = await request.post(`${e2eUrls.api}/api/staff/auth/login`, { data: { email: demo.staff.email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const list = await request.get(`${e2eUrls.api}/api/staff/messages`, { params: { filter: 'read||$eq||false', limit: '100' }, headers });
  expect(list.ok()).toBe(true);
  for (const { id } of ((await list.json()) as { data: { id: string }[] }).data) {
    expect((await request.patch(`${e2eUrls.api}/api/staff/messages/mark-as-read/${id}`, { headers })).ok()).toBe(true);
  }
}

/** The browser's own wall clock `minutesAhead` from now, as the date-time field takes it (YYYY-MM-DDTHH:mm). */
const localDateTimeAhead = (page: Page, minutesAhead: number) =>
  page.evaluate((minutes) => {
    const at = new Date(Date.now() + minutes * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  }, minutesAhead);

async function writeMessage(page: Page, title: string, body: string) {
  await page.goto(`${e2eUrls.admin}/admin/messages`);
  await page.getByRole('link', { name: 'New Message' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Message' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  const editor = page.getByRole('textbox', { name: 'Message' });
  await editor.click();
  await page.keyboard.type(`${body} `);
  // Real formatting from the toolbar: the server keeps <strong>.
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Bring your badge.');
}

test('an admin schedules one message and publishes another; the staff member sees the badge, reads it, and the badge clears', async ({
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const scheduledTitle = `Fire drill on Monday ${stamp}`;
  const publishedTitle = `Gate B closes on Friday ${stamp}`;
  await readEverythingAsStaff(request);

  const admin = await browser.newPage();
  await signIn(admin, 'admin', demo.superAdmin.email);

  // Scheduled at least a minute and a half ahead (the field counts whole minutes), so it stays unseen below.
  await writeMessage(admin, scheduledTitle, 'Meet at the assembly point.');
  await admin.getByRole('radio', { name: 'Schedule for a date and time' }).check();
  const seconds = await admin.evaluate(() => new Date().getSeconds());
  await admin.getByLabel('Publish at').fill(await localDateTimeAhead(admin, seconds > 30 ? 3 : 2));
  await admin.getByRole('button', { name: 'Schedule' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Message scheduled' })).toBeVisible();
  await expect(admin.getByRole('heading', { level: 2, name: scheduledTitle })).toBeVisible();

  await writeMessage(admin, publishedTitle, 'Please use Gate A from 6am.');
  await admin.getByRole('button', { name: 'Publish now' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Message published' })).toBeVisible();

  // The admin list shows both with their statuses (server-side search by title).
  await admin.goto(`${e2eUrls.admin}/admin/messages?filter=title:cont:${stamp}`);
  const grid = admin.getByRole('grid', { name: 'Messages' });
  await expect(grid.getByRole('row', { name: new RegExp(scheduledTitle) })).toContainText('Scheduled');
  await expect(grid.getByRole('row', { name: new RegExp(publishedTitle) })).toContainText('Published');

  const staff = await browser.newPage();
  await signIn(staff, 'staff', demo.staff.email);
  const menu = staff.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: /^Messages\s*New$/ })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Latest announcements' })).toContainText(publishedTitle);

  await menu.getByRole('link', { name: /^Messages/ }).click();
  const inbox = staff.getByRole('list', { name: 'Your messages' });
  const unread = inbox.getByRole('link', { name: `Unread: ${publishedTitle}` });
  await expect(unread).toBeVisible();
  await expect(inbox).not.toContainText(scheduledTitle);

  const markedRead = staff.waitForResponse((r) => r.url().includes('/api/staff/messages/mark-as-read/') && r.request().method() === 'PATCH');
  await unread.click();
  expect((await markedRead).status()).toBe(200);
  const article = staff.getByRole('article', { name: publishedTitle });
  await expect(article).toContainText('Please use Gate A from 6am.');
  await expect(article.locator('strong')).toHaveText('Bring your badge.');
  await expect(inbox.getByRole('link', { name: new RegExp(`^${publishedTitle}`) })).toBeVisible();

  // Away from the messages page the badge is checked again, and nothing is left unread.
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(staff).toHaveURL(/\/staff\/dashboard$/);
  await expect(menu.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Latest announcements' })).not.toContainText(scheduledTitle);
});

test('at 360px a staff member reads the list, then the message, then goes back', async ({ browser }) => {
  const staff = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await signIn(staff, 'staff', demo.staff.email);
  await staff.goto(`${e2eUrls.staff}/staff/messages`);
  const inbox = staff.getByRole('list', { name: 'Your messages' });
  await inbox.getByRole('link').first().click();
  await expect(staff.getByRole('article')).toBeVisible();
  await expect(inbox).toBeHidden();
  await staff.getByRole('link', { name: 'All messages' }).click();
  await expect(inbox).toBeVisible();
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the staff messages screen has no serious accessibility violations on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'staff', demo.staff.email);
  await page.goto(`${e2eUrls.staff}/staff/messages`);
  const inbox = page.getByRole('list', { name: 'Your messages' });
  await expect(inbox).toBeVisible();
  await expectNoSeriousViolations(page);
  await inbox.getByRole('link').first().click();
  await expect(page.getByRole('article')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the admin messages list and form have no serious accessibility violations', async ({ page }) => {
  await signIn(page, 'admin', demo.superAdmin.email);
  await page.goto(`${e2eUrls.admin}/admin/messages`);
  await expect(page.getByRole('grid', { name: 'Messages' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto(`${e2eUrls.admin}/admin/messages/create`);
  await page.getByRole('radio', { name: 'Chosen staff' }).check();
  await page.getByRole('radio', { name: 'Schedule for a date and time' }).check();
  await expect(page.getByLabel('Publish at')).toBeVisible();
  await expectNoSeriousViolations(page);
});
