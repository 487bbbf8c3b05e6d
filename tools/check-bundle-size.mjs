// Bundle budgets (issue: speed and scale), from each built app's Vite manifest:
//   - the sign-in screen's first load: the entry, everything it imports statically, and the sign-in route's chunk
//     with its static imports, gzipped. This is exactly the set of scripts Chromium fetches for the sign-in page
//     (checked against a real page load: same files, same bytes). The budget is 150 kB of JavaScript;
//   - every chunk a route loads later (any chunk but the entry) at most 60 kB gzipped.
// Sizes are deterministic, so this is a check, not a benchmark: it prints the figures, names each chunk over its
// budget and exits 1 when one is exceeded.
//
//   npm run size                       (builds both apps with --manifest into a temporary folder first)
//   node tools/check-bundle-size.mjs staff-portal   (one app)
//   npm run size -- --by-package       (also splits the first load's gzipped bytes by package and by our own lib or
//                                       app folder, from source maps: what to cut first)
//   node tools/check-bundle-size.mjs --built        (no build: checks apps/<app>/dist as the end-to-end run left it,
//                                                    built with --manifest; this is how `npm test` runs it)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const FIRST_LOAD_BUDGET = 150 * 1024;
const ROUTE_CHUNK_BUDGET = 60 * 1024;
const args = process.argv.slice(2);
const flags = new Set(args.filter((arg) => arg.startsWith('--')));
const names = args.filter((arg) => !arg.startsWith('--'));
const built = flags.has('--built');
const apps = [
  { name: 'staff-portal', signIn: 'src/features/auth/login-screen.tsx' },
  { name: 'admin-console', signIn: 'src/features/auth/login-screen.tsx' },
].filter((app) => names.length === 0 || names.includes(app.name));

const byPackage = args.includes('--by-package');
// Source map "mappings" (base64 VLQ): for each generated line, the segments' start columns and source indexes.
const VLQ = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));
function* segments(mappings) {
  let source = 0;
  const lines = mappings.split(';');
  for (let line = 0; line < lines.length; line++) {
    let column = 0;
    for (const segment of lines[line].split(',')) {
      if (!segment) continue;
      const fields = [];
      for (let i = 0, value = 0, shift = 0; i < segment.length; i++) {
        const digit = VLQ[segment[i]];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      yield { line, column, source: fields.length > 1 ? source : -1 };
    }
  }
}

// Splits one built file's gzipped size over the packages (node_modules) and workspace folders its minified bytes came
// from, in proportion to those bytes.
function attribute(code, map, gzBytes, into) {
  const lines = code.split('\n');
  const owner = (index) => {
    const source = map.sources[index] ?? '';
    const pkg = source.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
    if (pkg) return pkg[1];
    const ours = source.match(/((libs\/data-access|libs|apps)\/[^/]+)/);
    return ours ? ours[1] : '(bundler glue)';
  };
  const counts = new Map();
  const all = [...segments(map.mappings)];
  for (let i = 0; i < all.length; i++) {
    const here = all[i];
    const next = all[i + 1];
    const end = next && next.line === here.line ? next.column : (lines[here.line]?.length ?? here.column);
    const key = here.source < 0 ? '(bundler glue)' : owner(here.source);
    counts.set(key, (counts.get(key) ?? 0) + end - here.column);
  }
  const mapped = [...counts.values()].reduce((sum, n) => sum + n, 0) || 1;
  for (const [key, n] of counts) into.set(key, (into.get(key) ?? 0) + (n / mapped) * gzBytes);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const failures = [];
for (const app of apps) {
  const appDir = join(root, 'apps', app.name);
  const out = built ? join(appDir, 'dist') : mkdtempSync(join(tmpdir(), `crewbase-size-${app.name}-`));
  try {
    const sourcemap = byPackage ? ['--sourcemap', 'hidden'] : [];
    if (!built) {
      execFileSync('npx', ['vite', 'build', '--manifest', ...sourcemap, '--logLevel', 'error', '--outDir', out, '--emptyOutDir'], {
        cwd: appDir,
        stdio: 'inherit',
      });
    }
    const manifestFile = join(out, '.vite', 'manifest.json');
    if (!existsSync(manifestFile)) {
      throw new Error(`${app.name}: no ${manifestFile}; build the app with \`vite build --manifest\` first (the end-to-end run does)`);
    }
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const gz = new Map();
    const size = (file) => {
      if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(out, file))).length);
      return gz.get(file);
    };
    // A chunk and everything it imports statically: what the browser fetches (modulepreload) before it runs.
    const closure = (key, seen = new Set()) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) return seen;
      seen.add(chunk.file);
      for (const next of chunk.imports ?? []) closure(next, seen);
      return seen;
    };
    const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
    const signInKey = Object.keys(manifest).find((key) => key.endsWith(app.signIn));
    if (!entryKey || !signInKey) throw new Error(`${app.name}: no entry or no sign-in chunk (${app.signIn}) in the manifest`);
    const nameOf = (file) => {
      const chunk = Object.values(manifest).find((c) => c.file === file);
      return chunk?.src ?? `shared chunk ${chunk?.name ?? ''}`.trim();
    };

    const firstLoad = [...closure(signInKey, closure(entryKey))].map((file) => ({ file, bytes: size(file) }));
    firstLoad.sort((a, b) => b.bytes - a.bytes);
    const firstLoadBytes = firstLoad.reduce((sum, c) => sum + c.bytes, 0);
    console.log(
      `\n${app.name}: sign-in first load ${kb(firstLoadBytes)} of JavaScript gzipped in ${firstLoad.length} files (budget ${kb(FIRST_LOAD_BUDGET)})`,
    );
    for (const c of firstLoad.slice(0, 6)) console.log(`  ${kb(c.bytes).padStart(9)}  ${c.file}  ${nameOf(c.file)}`);
    if (byPackage) {
      const owners = new Map();
      for (const c of firstLoad) {
        let map;
        try {
          map = JSON.parse(readFileSync(join(out, `${c.file}.map`), 'utf8'));
        } catch {
          owners.set('(no source map)', (owners.get('(no source map)') ?? 0) + c.bytes);
          continue;
        }
        attribute(readFileSync(join(out, c.file), 'utf8'), map, c.bytes, owners);
      }
      console.log(`${app.name}: the same first load by package or workspace folder (gzipped, split by minified bytes)`);
      for (const [owner, bytes] of [...owners].sort((a, b) => b[1] - a[1]).filter(([, bytes]) => bytes >= 256)) {
        console.log(`  ${kb(bytes).padStart(9)}  ${owner}`);
      }
    }
    if (firstLoadBytes > FIRST_LOAD_BUDGET) {
      failures.push(
        `${app.name}: the sign-in first load is ${kb(firstLoadBytes)}, ${kb(firstLoadBytes - FIRST_LOAD_BUDGET)} over ${kb(FIRST_LOAD_BUDGET)}`,
      );
    }

    const entryFile = manifest[entryKey].file;
    const routeChunks = [...new Set(Object.values(manifest).map((c) => c.file))]
      .filter((file) => file.endsWith('.js') && file !== entryFile)
      .map((file) => ({ file, bytes: size(file) }))
      .sort((a, b) => b.bytes - a.bytes);
    console.log(`${app.name}: largest chunks loaded after the entry (budget ${kb(ROUTE_CHUNK_BUDGET)} each)`);
    for (const c of routeChunks.slice(0, 4)) console.log(`  ${kb(c.bytes).padStart(9)}  ${c.file}  ${nameOf(c.file)}`);
    for (const c of routeChunks.filter((c) => c.bytes > ROUTE_CHUNK_BUDGET)) {
      failures.push(`${app.name}: chunk ${c.file} (${nameOf(c.file)}) is ${kb(c.bytes)}, over ${kb(ROUTE_CHUNK_BUDGET)}`);
    }
  } finally {
    if (!built) rmSync(out, { recursive: true, force: true });
  }
}
if (failures.length > 0) {
  console.log(`\nOver budget:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery bundle is within its budget.');
}
