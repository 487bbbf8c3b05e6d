import { expect, test } from '../support/test';
import { apiSession } from '../support/api-session';
import { expectNoSeriousViolations } from '../support/axe';
import { daysFromToday, weekdayOnOrAfter } from '../support/date-field';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

// A staff member the seed gives no leave and no other test touches, with one-day absences months out (clear of each
// other and of this year's balance).
const person = 'Oluchi Agu';
const first = weekdayOnOrAfter(daysFromToday(200));
const dayOf = (weeks: number) => {
  const day = new Date(`${first}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + weeks * 7);
  return day.toISOString().slice(0, 10);
};

test('an admin chooses leave requests in mixed states, approves them in bulk, sees which were refused and why, and the list shows the new states', async ({ page }) => {
  test.slow();
  const api = await apiSession(page.request, 'admin', demo.superAdmin.email);
  const found = (await (await api.get(`admin/staff?filter=${encodeURIComponent(`fullName||$eq||${person}`)}`)).json()) as { data: Array<{ id: string }> };
  const staffId = found.data[0].id;
  const ids: string[] = [];
  for (const weeks of [0, 1, 2, 3]) {
    const created = await api.post('admin/leave-request', { staffId, startDate: dayOf(weeks), endDate: dayOf(weeks), reason: 'End-to-end: bulk decision' });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { id: string }).id);
  }
  // Two stay pending; one is approved and one rejected already.
  expect((await api.patch(`admin/leave-request/approve/${ids[2]}`)).status()).toBe(200);
  expect((await api.patch(`admin/leave-request/reject/${ids[3]}`, { note: 'Cover is short that week' })).status()).toBe(200);

  await signIn(page, 'admin', demo.superAdmin.email);
  await page.goto(`${e2eUrls.admin}/admin/leave-mgt`);
  await page.getByRole('textbox', { name: 'Search by staff name' }).fill(person);
  const grid = page.getByRole('grid', { name: 'Leave requests' });
  const rows = grid.getByRole('row').filter({ hasText: person });
  // The search has reached the list (the header row and this person's four), so the choice below is of these rows.
  await expect(grid.getByRole('row')).toHaveCount(5);
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: 'Pending' })).toHaveCount(2);

  await grid.getByRole('checkbox', { name: 'Select all rows' }).check();
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar.getByText('4 leave requests selected')).toBeVisible();
  await expectNoSeriousViolations(page);

  await bar.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve 4 leave requests?' });
  await dialog.getByRole('textbox', { name: 'Note for the record (optional)' }).fill('Approved in the quarterly review');
  await dialog.getByRole('button', { name: 'Approve' }).click();

  const notice = page.getByRole('status').filter({ hasText: '2 approved, 2 refused' });
  await expect(notice).toBeVisible();
  const refused = notice.getByRole('list', { name: 'Refused' }).getByRole('listitem');
  await expect(refused).toHaveCount(2);
  await expect(refused.filter({ hasText: 'This leave request is approved, so it cannot be approved (only when pending).' })).toContainText(`${person}'s leave from`);
  await expect(refused.filter({ hasText: 'This leave request is rejected, so it cannot be approved (only when pending).' })).toContainText(`${person}'s leave from`);
  await expectNoSeriousViolations(page);

  // The list shows each row's state now: the pending two approved, the rejected one as it was; the choice is cleared.
  await expect(rows.filter({ hasText: 'Pending' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Approved' })).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Rejected' })).toHaveCount(1);
  await expect(bar).toHaveCount(0);

  const decided = (await (await api.get(`admin/leave-request/${ids[0]}`)).json()) as { status: string; decisionNote: string };
  expect(decided).toMatchObject({ status: 'APPROVED', decisionNote: 'Approved in the quarterly review' });
});
