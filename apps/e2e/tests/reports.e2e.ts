// The five reports end to end on the demo seed: an admin opens each from the Reports menu and sees its figures,
// charts and table filled from the seed; on the first report with a card that picks out some of its rows, following
// the card narrows the table to exactly those rows, and the CSV export downloads exactly them too.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { apiSession, type ApiSession } from '../support/api-session';
import { parseCsv } from '../support/csv';
import { demo } from '../support/demo';
import { expectNoSidewaysScroll } from '../support/fit';
import { signIn } from '../support/sign-in';

// The admin's screen: cards, charts and the table fit it without scrolling sideways.
test.use({ viewport: { width: 1440, height: 900 } });

const reports = [
  { menu: "Driver's License", path: '/admin/reports/drivers-license', api: 'driver-licenses', heading: "Driver's Licence Report", table: "Driver's licences" },
  { menu: 'Loans', path: '/admin/reports/staff-loans', api: 'loan-requests', heading: 'Loans Report', table: 'Loans' },
  { menu: 'Leave', path: '/admin/reports/staff-leaves', api: 'leave-requests', heading: 'Leave Report', table: 'Leave' },
  { menu: 'Medical', path: '/admin/reports/staff-medicals', api: 'medical-assistance', heading: 'Medical Assistance Report', table: 'Medical assistance' },
  { menu: 'Penalties', path: '/admin/reports/staff-penalties', api: 'penalty', heading: 'Penalties Report', table: 'Penalties' },
] as const;

interface Card {
  key: string;
  label: string;
  value: number;
  filters: { field: string; operator: string; value: string }[];
}
interface Listed {
  total: number;
  data: { staff: { staffId: string } }[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const filterQuery = (filters: Card['filters']) => filters.map((f) => `filter=${encodeURIComponent(`${f.field}||${f.operator}||${f.value}`)}`).join('&');

/** A card of the report's default view that picks out some of its rows but not all, with those rows (as the API lists them). */
async function cardWithSomeRows(api: ApiSession, report: string): Promise<{ card: Card; listed: Listed } | null> {
  const metrics = (await (await api.get(`admin/reports/${report}/metrics`)).json()) as { total: number; cards: Card[] };
  for (const card of metrics.cards.filter((c) => c.filters.length > 0)) {
    const listed = (await (await api.get(`admin/reports/${report}?${filterQuery(card.filters)}&limit=100`)).json()) as Listed;
    if (listed.total > 0 && listed.total < metrics.total && listed.total <= 100) return { card, listed };
  }
  return null;
}

test('each report opens with the demo data; a metric card narrows the table, and the export holds exactly those rows', async ({ page, request }) => {
  test.slow(); // five reports, each with its charts and table, and a download, on a busy machine
  const api = await apiSession(request, 'admin', demo.superAdmin.email);
  await signIn(page, 'admin', demo.superAdmin.email);
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });
  let cardChecked = false;

  for (const report of reports) {
    // The Reports submenu comes before the Loans and Medicals entries of the same menu.
    if (!(await sidebar.getByRole('link', { name: report.menu, exact: true }).first().isVisible())) await sidebar.getByRole('button', { name: 'Reports' }).click();
    await sidebar.getByRole('link', { name: report.menu, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${escape(report.path)}$`));
    await expect(page.getByRole('heading', { level: 1, name: report.heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(escape(report.heading)));
    const grid = page.getByRole('grid', { name: report.table });
    // The report's chunk carries the charts and the data grid: on a busy machine it takes longer than one expect's 10 s.
    await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('list', { name: 'Metrics' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'By month' })).toBeAttached();
    await expectNoSidewaysScroll(page);

    if (cardChecked) continue;
    const chosen = await cardWithSomeRows(api, report.api);
    if (!chosen) continue;
    cardChecked = true;
    const { card, listed } = chosen;

    await page.getByRole('list', { name: 'Metrics' }).getByRole('link', { name: new RegExp(`^${escape(card.label)}`) }).click();
    await expect(page).toHaveURL(new RegExp(`card=${escape(card.key)}`));
    await expect(page.getByRole('heading', { level: 2, name: `${report.table}: ${card.label}` })).toBeVisible();
    await expect(grid.getByRole('row')).toHaveCount(Math.min(listed.total, 10) + 1);

    await page.getByRole('button', { name: 'Export' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
    const download = await downloading;
    const rowsText = `${listed.total} ${listed.total === 1 ? 'row' : 'rows'}`;
    await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toHaveText(`Downloaded ${download.suggestedFilename()} (${rowsText}).`);

    // The file names the same staff as the API lists for the card, and nobody else.
    const cells = parseCsv((await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '')).flat();
    const staffIdPattern = /^[A-Z]{2,5}-\d+$/;
    const expected = new Set(listed.data.map((row) => row.staff.staffId));
    expect(new Set(cells.filter((cell) => staffIdPattern.test(cell)))).toEqual(expected);
  }

  expect(cardChecked, 'some report has a card that picks out part of its rows in the demo seed').toBe(true);
});
