// A list's Export downloads exactly what its filters show: an admin filters the staff list by status in the
// console, exports it as CSV, and the saved file names the filter and holds those rows and no others. And filtering is
// one click: the menu says how much leave waits, the Pending button shows pending leave with its count, and the search
// box searches as the admin types.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { apiSession } from '../support/api-session';
import { parseCsv } from '../support/csv';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

test('an admin filters staff by status, exports CSV, and gets exactly the filtered rows with the filter stated', async ({ page, request }) => {
  test.slow(); // a sign-in, a filtered list and a download on a busy machine
  await signIn(page, 'admin', demo.superAdmin.email);
  await page.goto(`${e2eUrls.admin}/admin/profiles/staffs`);
  await expect(page.getByRole('heading', { level: 1, name: 'Staffs' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Staff' });
  // The list's chunk carries the data grid: on a busy machine it takes longer than one expect's 10 s to arrive.
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });

  // One click on the status's button, which says how many it holds.
  const statuses = page.getByRole('group', { name: 'Filter by status' });
  await statuses.getByRole('button', { name: /^Suspended \(\d+\)$/ }).click();
  await expect(statuses.getByRole('button', { name: /^Suspended \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/filter=status%3Aeq%3ASuspended/);

  // What the API lists for the same filter and order is what the screen shows and what the file must hold.
  const api = await apiSession(request, 'admin', demo.superAdmin.email);
  const listed = (await (await api.get('admin/staff?filter=status||$eq||Suspended&sort=createdAt,DESC&limit=100')).json()) as {
    data: Array<{ staffId: string; fullName: string; status: string }>;
    total: number;
  };
  expect(listed.total).toBeGreaterThan(0);
  expect(listed.total).toBeLessThan(100);
  const expectedIds = listed.data.map((s) => s.staffId);
  const staffIdCells = grid.locator('[role="row"] [data-field="staffId"][role="gridcell"]');
  await expect(staffIdCells).toHaveText(expectedIds.slice(0, 10));

  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^staff-\d{4}-\d{2}-\d{2}\.csv$/);
  const rowsText = `${listed.total} ${listed.total === 1 ? 'row' : 'rows'}`;
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toHaveText(`Downloaded ${download.suggestedFilename()} (${rowsText}).`);

  const lines = parseCsv((await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''));
  const headerAt = lines.findIndex((cells) => cells[0] === 'Staff ID');
  expect(headerAt).toBeGreaterThan(0);
  const preamble = lines.slice(0, headerAt).map((cells) => cells.join(','));
  expect(preamble.join('\n')).toContain('status is Suspended');
  const header = lines[headerAt];
  const statusAt = header.indexOf('Status');
  const body = lines.slice(headerAt + 1).filter((cells) => cells.some((cell) => cell !== ''));
  expect(body.map((cells) => cells[0])).toEqual(expectedIds);
  expect(body.map((cells) => cells[statusAt])).toEqual(expectedIds.map(() => 'Suspended'));
  expect(body.map((cells) => cells[header.indexOf('Full name')])).toEqual(listed.data.map((s) => s.fullName));
  expect(await statuses.getByRole('button', { name: /^Suspended \(\d+\)$/ }).getAttribute('aria-label')).toBe(`Suspended (${listed.total})`);
});

test('an admin sees how much leave waits in the menu, shows pending leave in one click, and searches as they type', async ({ page, request }) => {
  test.slow(); // a sign-in and a few lists on a busy machine
  const api = await apiSession(request, 'admin', demo.superAdmin.email);
  const total = async (query: string) => ((await (await api.get(`admin/leave-request?${query}&limit=1`)).json()) as { total: number }).total;
  const pending = await total('filter=status||$eq||PENDING');
  expect(pending).toBeGreaterThan(0);

  await signIn(page, 'admin', demo.superAdmin.email);
  const leaves = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Leaves', exact: true });
  await expect(leaves).toHaveAccessibleDescription(`${pending} waiting`);
  await leaves.click();
  await expect(page).toHaveURL(/\/admin\/leave-mgt$/);
  const grid = page.getByRole('grid', { name: 'Leave requests' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });

  const statuses = page.getByRole('group', { name: 'Filter by status' });
  await expect(statuses.getByRole('button', { name: /^All \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
  await statuses.getByRole('button', { name: `Pending (${pending})` }).click();
  await expect(page).toHaveURL(/filter=status%3Aeq%3APENDING/);
  await expect(statuses.getByRole('button', { name: `Pending (${pending})` })).toHaveAttribute('aria-pressed', 'true');
  const statusCells = grid.locator('[role="row"] [data-field="status"][role="gridcell"]');
  await expect(statusCells).toHaveText(Array.from({ length: Math.min(pending, 10) }, () => 'Pending'));

  // Typing searches after a short pause, no Enter: the list, the address and the counts follow.
  const someone = ((await (await api.get('admin/leave-request?filter=status||$eq||PENDING&limit=1')).json()) as { data: Array<{ staff: { fullName: string } }> }).data[0].staff.fullName;
  const fragment = someone.split(' ')[0];
  await page.getByRole('textbox', { name: 'Search by staff name' }).pressSequentially(fragment, { delay: 30 });
  await expect(page).toHaveURL(new RegExp(`filter=staff\\.fullName%3Acont%3A${encodeURIComponent(fragment)}`));
  const pendingForThem = await total(`filter=status||$eq||PENDING&filter=staff.fullName||$cont||${encodeURIComponent(fragment)}`);
  await expect(statuses.getByRole('button', { name: `Pending (${pendingForThem})` })).toHaveAttribute('aria-pressed', 'true');
  await expect(grid.locator('[role="row"] [data-field="staff.fullName"][role="gridcell"]').first()).toContainText(fragment, { ignoreCase: true });
  await expect(statusCells).toHaveText(Array.from({ length: Math.min(pendingForThem, 10) }, () => 'Pending'));
});
