// fonts.css may name a font file only where both apps serve it: a url() to a missing file is fetched on every page
// load and answered with the app's index.html (a console warning and a wasted request, every time).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const css = readFileSync(join(__dirname, 'fonts.css'), 'utf8');
const publicFolders = ['apps/staff-portal/public', 'apps/admin-console/public'].map((dir) => join(__dirname, '../../..', dir));

describe('fonts.css', () => {
  it('declares the brand faces', () => {
    expect(css.match(/font-family: '(\w+)'/g)).toEqual(expect.arrayContaining(["font-family: 'Satoshi'", "font-family: 'Sailec'", "font-family: 'Cooper'"]));
  });

  it('points only at font files both apps serve', () => {
    const urls = [...css.matchAll(/url\(['"]?([^'")]+)['"]?\)/g)].map((m) => m[1]);
    const missing = urls.flatMap((url) => publicFolders.filter((dir) => !existsSync(`${dir}${url}`)).map((dir) => `${dir}${url}`));
    expect(missing).toEqual([]);
  });
});
