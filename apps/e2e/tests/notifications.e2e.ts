// Notifications end to end: a staff member's leave request rings the bell of the admin who may decide it; the admin
// opens it from the bell and approves; the staff member's bell tells of the decision (on a phone-width screen) and
// opens the request; "Mark all read" clears the count.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';
import { daysFromToday, typeDate, weekdayOnOrAfter } from '../support/date-field';
import { demo } from '../support/demo';
import { expectNoSidewaysScroll } from '../support/fit';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

/** The bell's open popover (a modal: the page behind it is hidden from assistive technology) has no serious violation. */
async function expectAccessiblePopover(page: Page) {
  // Measured once the popover has grown in: halfway through, its colours are still fading over the page.
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveCSS('opacity', '1');
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

// One working day about eight weeks out: clear of the demo seed's leave for this person and of the other leave specs.
const day = weekdayOnOrAfter(daysFromToday(57));

test('a request rings the deciding admin, its decision rings the staff member, and mark all read clears the bell', async ({ browser }) => {
  test.slow();
  const staff = await (await browser.newContext({ viewport: { width: 360, height: 780 } })).newPage();
  await signIn(staff, 'staff', demo.staff.email);
  await staff.goto(`${e2eUrls.staff}/staff/leave/request`);
  await typeDate(staff, /First day/, day);
  await typeDate(staff, /Last day/, day);
  await staff.getByRole('textbox', { name: /Reason/ }).fill('End-to-end: notifications');
  await staff.getByRole('button', { name: 'Send request' }).click();
  await expect(staff).toHaveURL(/\/staff\/leave-request\/[0-9a-f-]+$/);
  const id = staff.url().split('/').at(-1)!;

  // The admin's bell counts the arrival; the newest item is this request and opens it.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin', demo.superAdmin.email);
  const adminBell = admin.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(adminBell).toBeVisible();
  await adminBell.click();
  const adminPopover = admin.getByRole('dialog', { name: 'Notifications' });
  const arrival = adminPopover.getByRole('link', { name: new RegExp(`^Unread: New leave request from ${demo.staff.fullName}`) }).first();
  await expect(arrival).toBeVisible();
  await expectAccessiblePopover(admin);
  await arrival.click();
  await expect(admin).toHaveURL(new RegExp(`/admin/leave-mgt/${id}$`));

  const panel = admin.getByRole('region', { name: 'Decision' });
  await panel.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('dialog', { name: 'Approve this leave?' }).getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByRole('status')).toHaveText('Leave approved.');

  // The staff member's bell tells of the decision.
  await staff.goto(`${e2eUrls.staff}/staff/dashboard`);
  const staffBell = staff.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(staffBell).toBeVisible();
  await expectNoSidewaysScroll(staff);
  await staffBell.click();
  const staffPopover = staff.getByRole('dialog', { name: 'Notifications' });
  await expect(staffPopover.getByRole('link', { name: /^Unread: Your leave request was approved/ }).first()).toBeVisible();
  await expectNoSidewaysScroll(staff);
  await expectAccessiblePopover(staff);

  // The full list; mark all read leaves the bell without a count; the decision opens the request.
  await staffPopover.getByRole('link', { name: 'See all notifications' }).click();
  await expect(staff).toHaveURL(/\/staff\/notifications$/);
  await expect(staff.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  // The popover fades out over the page (already out of the accessibility tree, still painted): the page is
  // measured once the popover has left the document.
  await expect(staff.locator('[role="dialog"]')).toHaveCount(0);
  await expect(staff.getByRole('list', { name: 'Your notifications' })).toBeVisible();
  await expectNoSidewaysScroll(staff);
  await expectNoSeriousViolations(staff);
  await staff.getByRole('main').getByRole('button', { name: 'Mark all read' }).click();
  await expect(staff.getByText(/notifications? marked read\./)).toBeVisible();
  await expect(staff.getByText('Everything is read.')).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await staff.getByRole('list', { name: 'Your notifications' }).getByRole('link', { name: /^Your leave request was approved/ }).first().click();
  await expect(staff).toHaveURL(new RegExp(`/staff/leave-request/${id}$`));
});
