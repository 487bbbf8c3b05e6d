// Staff import end to end: an admin opens Import staff from the staff list, downloads the CSV template, uploads a
// file with a bad email and reads the problem by line and column (nothing saved), uploads the corrected file,
// imports it, follows the progress to the end, and finds the new people Pending in the staff list.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';
import { parseCsv } from '../support/csv';
import { demo } from '../support/demo';
import { signIn } from '../support/sign-in';

const csvLine = (cells: readonly string[]) => cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');

test('an admin imports staff from the template: a bad cell is named by line and column, the corrected file imports with progress', async ({ page }) => {
  test.slow(); // a download, two uploads and a background job on a busy machine
  await signIn(page, 'admin', demo.superAdmin.email);
  await page.goto(page.url().replace(/\/admin\/dashboard$/, '/admin/profiles/staffs'));
  await page.getByRole('link', { name: 'Import staff' }).click();
  await expect(page).toHaveURL(/\/admin\/profiles\/staffs\/import$/);

  // The template: the header row and an example row written with this company's own names.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('staff-import-template.csv');
  const [header, example] = parseCsv((await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, ''));
  expect(header.slice(0, 3)).toEqual(['First name', 'Last name', 'Email']);
  const at = (name: string) => header.indexOf(name);

  const stamp = Date.now().toString(36);
  const row = (lastName: string, email: string) => {
    const cells = [...example];
    cells[at('Last name')] = lastName;
    cells[at('Email')] = email;
    return cells;
  };
  const people = [`Importa ${stamp}`, `Importb ${stamp}`];
  const good = row(people[0], `import.a.${stamp}@crewbase.test`);
  const bad = row(people[1], 'not-an-email');
  const fileWith = (rows: string[][]) => ({ name: 'new-staff.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].map(csvLine).join('\n')) });

  // A file with a bad email: the problem by line and column, the counts, and nothing saved.
  const chooser = page.getByLabel('Staff file (CSV or XLSX)');
  await chooser.setInputFiles(fileWith([good, bad]));
  const check = page.getByRole('region', { name: 'Check of new-staff.csv' });
  await expect(check.getByRole('group', { name: 'Rows in the file' })).toContainText('2 rows1 good1 with problems');
  await expect(check).toContainText('Nothing was saved.');
  const problems = check.getByRole('table', { name: 'Problems by line and column' });
  await expect(problems.getByRole('row').nth(1)).toHaveText(['3', 'Email', 'Enter a valid email address'].join(''));
  await expectNoSeriousViolations(page);

  // The corrected file: every row good, then imported with its progress.
  bad[at('Email')] = `import.b.${stamp}@crewbase.test`;
  await chooser.setInputFiles(fileWith([good, bad]));
  await expect(check).toContainText('Every row is good.');
  await check.getByRole('button', { name: 'Import 2 staff' }).click();
  const progress = page.getByRole('region', { name: '3. Import' });
  await expect(progress.getByRole('progressbar', { name: 'Import progress' }).or(progress.getByText(/Imported 2 staff/))).toBeVisible();
  await expect(progress).toContainText('Imported 2 staff from new-staff.csv. 2 invitations were sent.', { timeout: 60_000 });

  // The new people in the staff list, Pending until they activate.
  await progress.getByRole('link', { name: 'View staff list' }).click();
  await expect(page).toHaveURL(/\/admin\/profiles\/staffs$/);
  await page.getByRole('textbox', { name: 'Search by name' }).fill(stamp);
  await page.getByRole('textbox', { name: 'Search by name' }).press('Enter');
  const grid = page.getByRole('grid', { name: 'Staff' });
  for (const lastName of people) await expect(grid.getByRole('row').filter({ hasText: lastName })).toContainText('Pending');
});
