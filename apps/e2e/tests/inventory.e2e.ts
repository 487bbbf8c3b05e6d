// Inventory end to end on one stock ledger: an admin sets up a category, an item and a vendor, raises, orders and
// receives a procurement and sees the stock; a site's requisition is fulfilled by issuing; the issued item is
// flagged faulty, sent for maintenance and completed; the stock report shows both movements and exports them.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';
import { daysFromToday, typeDate } from '../support/date-field';
import { demo } from '../support/demo';
import { expectFits } from '../support/fit';
import { signIn } from '../support/sign-in';
import { e2eUrls } from '../support/urls';

// Names this run owns, so a second run against the same API never collides.
const run = Date.now().toString(36);
const category = `Stationery ${run}`;
const item = `Ticket printer ${run}`;
const vendor = `Lagos Office Supplies ${run}`;
const site = 'Ikeja City Mall Car Park';

// The admin's screen: the procurement's lines (item, quantity, unit cost, line total) fit it without scrolling sideways.
test.use({ viewport: { width: 1440, height: 900 } });

test('an admin stocks an item through a procurement, fulfils a site requisition, repairs the issued item and exports the stock report', async ({ page }) => {
  // Many screens, forms and dialogs on a shared two-core machine: more than the default minute.
  test.slow();
  await signIn(page, 'admin', demo.superAdmin.email);

  // The menu: Inventory holds Procure, Issuance and Maintain.
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });
  await sidebar.getByRole('button', { name: 'Inventory' }).click();
  await sidebar.getByRole('link', { name: 'Procure' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Procure Overview' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Spend by month' })).toBeAttached();
  await expectNoSeriousViolations(page);

  // Setup: a category, then an item in it.
  await page.goto(`${e2eUrls.admin}/admin/inventory/setup`);
  await page.getByRole('link', { name: 'Add Category' }).click();
  await page.getByRole('textbox', { name: 'Category name' }).fill(category);
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The category ${category} was added.` })).toBeVisible();
  await page.getByRole('link', { name: 'Add items' }).click();
  await page.getByRole('textbox', { name: 'Item name' }).fill(item);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: category }).click();
  await page.getByRole('textbox', { name: 'Unit', exact: true }).fill('piece');
  await page.getByRole('textbox', { name: 'Reorder level' }).fill('2');
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The item ${item} was added.` })).toBeVisible();

  // A vendor.
  await page.goto(`${e2eUrls.admin}/admin/inventory/procure`);
  const procureTabs = page.getByRole('navigation', { name: 'Procure' });
  await procureTabs.getByRole('link', { name: 'Vendors' }).click();
  await page.getByRole('link', { name: 'Add vendor' }).click();
  await page.getByRole('textbox', { name: 'Vendor name' }).fill(vendor);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('0803 000 0000');
  await page.getByRole('button', { name: 'Add vendor' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The vendor ${vendor} was added.` })).toBeVisible();

  // A procurement of 6 at ₦45,000.00 each: the total follows as it is typed, then it is ordered and received.
  await procureTabs.getByRole('link', { name: 'Procurements' }).click();
  await page.getByRole('link', { name: 'New procurement' }).click();
  await page.getByRole('combobox', { name: 'Vendor' }).click();
  await page.getByRole('option', { name: vendor }).click();
  await page.getByRole('combobox', { name: 'Item, line 1' }).fill(run);
  await page.getByRole('option', { name: new RegExp(item) }).click();
  await page.getByRole('textbox', { name: 'Quantity, line 1' }).fill('6');
  await page.getByRole('textbox', { name: 'Unit cost (₦), line 1' }).fill('45000');
  await expect(page.getByText('Total: ₦270,000.00')).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectFits(page, 'the new procurement form', 'main');
  await page.getByRole('button', { name: 'Raise procurement' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Procurement raised with ${vendor} for ₦270,000.00.` })).toBeVisible();
  await page.getByRole('button', { name: 'Mark ordered' }).click();
  await page.getByRole('dialog', { name: 'Mark this procurement as ordered?' }).getByRole('button', { name: 'Mark ordered' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as ordered.' })).toBeVisible();
  await page.getByRole('button', { name: 'Receive' }).click();
  const receive = page.getByRole('dialog', { name: 'Receive this procurement' });
  await expect(receive.getByRole('textbox', { name: `Arrived now: ${item}` })).toHaveValue('6');
  await receive.getByRole('button', { name: 'Receive into stock' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Received 6 units: the procurement is complete and its stock is in.' })).toBeVisible();

  // The stock: 6 in, healthy.
  await procureTabs.getByRole('link', { name: 'Stock Items' }).click();
  await page.getByRole('textbox', { name: 'Search stock items by name' }).fill(run);
  const items = page.getByRole('grid', { name: 'Stock items' });
  await expect(items.getByRole('row').filter({ hasText: item })).toContainText('6');
  await expect(items.getByRole('row').filter({ hasText: item })).toContainText('Healthy');

  // A requisition from a site, fulfilled by issuing.
  await page.goto(`${e2eUrls.admin}/admin/inventory/requisitions`);
  await page.getByRole('link', { name: 'New requisition' }).click();
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: site }).click();
  await page.getByRole('textbox', { name: 'Reason' }).fill('The exit lane printer broke down.');
  await page.getByRole('combobox', { name: 'Item, line 1' }).fill(run);
  await page.getByRole('option', { name: new RegExp(item) }).click();
  await page.getByRole('textbox', { name: 'Quantity, line 1' }).fill('2');
  await page.getByRole('button', { name: 'Raise requisition' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Requisition raised for ${site}.` })).toBeVisible();
  await page.getByRole('link', { name: 'Fulfil' }).click();
  await expect(page.getByRole('textbox', { name: `Issue now: ${item}` })).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: `Issue now: ${item}` })).toHaveAccessibleDescription('4 left in stock after this');
  await page.getByRole('button', { name: 'Issue and fulfil' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Issued 2 units to ${site}: the requisition is fulfilled.` })).toBeVisible();

  // The issued item is flagged faulty at the site, sent to the vendor and repaired.
  await page.getByRole('link', { name: 'The items issued for it' }).click();
  const issued = page.getByRole('grid', { name: 'Issued items' });
  await issued.getByRole('row').filter({ hasText: item }).getByRole('gridcell').first().click();
  await page.getByRole('link', { name: 'Flag' }).click();
  await page.getByRole('radio', { name: 'Faulty' }).check();
  await page.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await page.getByRole('textbox', { name: 'What is wrong' }).fill('Feeds two tickets at once.');
  await page.getByRole('button', { name: 'Flag for maintenance' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a maintenance request is open' })).toBeVisible();
  await page.getByRole('link', { name: 'Send for maintenance' }).click();
  await page.getByRole('combobox', { name: 'Vendor' }).click();
  await page.getByRole('option', { name: vendor }).click();
  await typeDate(page, /Expected back on/, daysFromToday(7));
  await page.getByRole('button', { name: 'Send for maintenance' }).click();
  await expect(page.getByRole('status').filter({ hasText: `sent to ${vendor} for maintenance` })).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();
  const complete = page.getByRole('dialog', { name: 'Complete this maintenance' });
  await complete.getByRole('textbox', { name: 'Cost (₦)' }).fill('12500');
  await complete.getByRole('textbox', { name: 'Notes' }).fill('Replaced the feed roller.');
  await complete.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Maintenance completed for ₦12,500.00' })).toBeVisible();

  // The stock report: the receipt and the issue of this item, exported with the same filter.
  await page.goto(`${e2eUrls.admin}/admin/inventory/report?${new URLSearchParams({ tab: 'movements', filter: `stockItem.name:cont:${run}` })}`);
  const movements = page.getByRole('grid', { name: 'Movements by item, location and kind' });
  // The report groups the whole ledger on a busy two-core machine: longer than one expect's 10 s.
  await expect(movements.getByRole('row').filter({ hasText: 'Receipt' })).toContainText('+6', { timeout: 30_000 });
  await expect(movements.getByRole('row').filter({ hasText: 'Issue' })).toContainText('-2');
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
  const download = await downloading;
  const csv = await readFile(await download.path(), 'utf8');
  const rows = csv.split(/\r?\n/).filter((line) => line.includes(item));
  expect(rows).toHaveLength(2);
  expect(rows.join('\n')).toMatch(/RECEIPT|Receipt/);
  expect(rows.join('\n')).toMatch(/ISSUE|Issue/);
});
