// A list's Export downloads exactly what its filters show: an admin filters the staff list by status in the
// console, exports it as CSV, and the saved file names the filter and holds those rows and no others.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { apiSession } from '../support/api-session';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

/** The cells of each CSV line (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell || row.length > 0) rows.push([...row, cell]);
  return rows;
}

test('an admin filters staff by status, exports CSV, and gets exactly the filtered rows with the filter stated', async ({ page, request }) => {
  test.slow(); // a sign-in, a filtered list and a download on a busy machine
  await signIn(page, 'admin', demo.superAdmin.email);
  await page.goto(`${e2eUrls.admin}/admin/profiles/staffs`);
  await expect(page.getByRole('heading', { level: 1, name: 'Staffs' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Staff' });
  // The list's chunk carries the data grid: on a busy machine it takes longer than one expect's 10 s to arrive.
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });

  const filters = page.getByRole('region', { name: 'Staff filters' });
  await filters.getByRole('combobox', { name: 'Field' }).click();
  await page.getByRole('option', { name: 'Status', exact: true }).click();
  await filters.getByRole('combobox', { name: 'Value' }).click();
  await page.getByRole('option', { name: 'Suspended', exact: true }).click();
  await filters.getByRole('button', { name: 'Add filter' }).click();
  await expect(filters.getByRole('list', { name: 'Active filters' })).toContainText('Status equals to "Suspended"');
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
});
