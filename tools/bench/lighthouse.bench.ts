// Lighthouse performance scores for both apps' sign-in and dashboard, built and served statically (vite preview),
// against the real API on an in-memory PGlite with the demo seed, as the end-to-end suite runs them. The dashboards
// need a session: the browser Lighthouse drives signs in first (Playwright over the same DevTools port), and those
// audits keep its storage. Prints one table per form factor: Lighthouse's default (mobile: a mid-range phone, 4x CPU
// slowdown, slow 4G, simulated) and its desktop preset. Total blocking time is measured on this machine's CPU, so
// the scores move with how busy it is: each row prints Lighthouse's benchmark index of the machine at the time.
//
//   npm run bench:lighthouse                 (CHROME_PATH defaults to /usr/bin/chromium)
//   LIGHTHOUSE_PRESET=desktop npm run bench:lighthouse    (one form factor only: mobile or desktop)
//   BENCH_PORT_OFFSET=70 npm run bench:lighthouse         (moves the three ports: API 3170, staff 4270, admin 4370)
//   LIGHTHOUSE_REPORT_DIR=/tmp/lh npm run bench:lighthouse  (also keeps each full report, as JSON, to see why)
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config } from 'lighthouse';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const ports = { api: 3170 + offset, staff: 4270 + offset, admin: 4370 + offset };
const urls = { api: `http://localhost:${ports.api}`, staff: `http://localhost:${ports.staff}`, admin: `http://localhost:${ports.admin}` };
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DEMO_PASSWORD = 'Crewbase!2026';
const presets = (process.env.LIGHTHOUSE_PRESET ? [process.env.LIGHTHOUSE_PRESET] : ['mobile', 'desktop']) as Array<'mobile' | 'desktop'>;

const children: ChildProcess[] = [];
const outDirs: string[] = [];

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  children.push(child);
  return child;
}

function finished(child: ChildProcess): Promise<void> {
  return new Promise((done, fail) =>
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${child.spawnargs.join(' ')} exited with ${code}`)))),
  );
}

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function stopAll() {
  for (const child of children) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
}

const appEnv = { VITE_API_URL: `${urls.api}/api`, VITE_STAFF_APP_URL: urls.staff, VITE_ADMIN_APP_URL: urls.admin };

async function buildAndServe(app: 'staff-portal' | 'admin-console', port: number, path: string) {
  const cwd = join(root, 'apps', app);
  const outDir = mkdtempSync(join(tmpdir(), `crewbase-lighthouse-${app}-`));
  outDirs.push(outDir);
  await finished(run('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], cwd, appEnv));
  run('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'], cwd);
  await waitFor(`http://localhost:${port}${path}`);
}

async function main() {
  console.log('Building both apps and starting the API (PGlite in memory, demo seed)...');
  run('npm', ['-w', '@crewbase/api', 'start'], root, {
    PORT: String(ports.api),
    PGLITE_DIR: 'memory://',
    SEED_DEMO: 'true',
    UPLOAD_DIR: '/tmp/crewbase-lighthouse-uploads',
    STAFF_APP_URL: urls.staff,
    ADMIN_APP_URL: urls.admin,
    AUTH_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'warn',
  });
  await buildAndServe('staff-portal', ports.staff, '/staff/auth/login');
  await buildAndServe('admin-console', ports.admin, '/admin/auth/login');
  await waitFor(`${urls.api}/api/health`);

  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const pages = [
      { label: 'staff portal sign-in', url: `${urls.staff}/staff/auth/login`, signedIn: false },
      { label: 'admin console sign-in', url: `${urls.admin}/admin/auth/login`, signedIn: false },
      { label: 'staff portal dashboard', url: `${urls.staff}/staff/dashboard`, signedIn: true },
      { label: 'admin console dashboard', url: `${urls.admin}/admin/dashboard`, signedIn: true },
    ];
    const scores = new Map<string, Record<string, string>>();
    let signedIn = false;
    for (const target of pages) {
      if (target.signedIn && !signedIn) {
        await signInBoth(chrome.port);
        signedIn = true;
      }
      for (const preset of presets) {
        const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
        const result = await lighthouse(
          target.url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: target.signedIn },
          config,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned no result for ${target.url}`);
        if (lhr.runtimeError) throw new Error(`${target.url}: ${lhr.runtimeError.message}`);
        if (target.signedIn && !lhr.finalDisplayedUrl.endsWith('/dashboard')) {
          throw new Error(`${target.label}: Lighthouse ended on ${lhr.finalDisplayedUrl}, not the dashboard (the session was lost)`);
        }
        if (process.env.LIGHTHOUSE_REPORT_DIR) {
          mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
          const file = `${target.label.replace(/ /g, '-')}-${preset}.json`;
          writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, file), JSON.stringify(lhr));
        }
        const audit = (id: string) => lhr.audits[id]?.displayValue ?? '-';
        const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
        scores.set(`${target.label}|${preset}`, {
          score: String(score),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          // Lighthouse's measure of this machine's speed at the time (a mid-range desktop scores about 1000-1500);
          // a busy machine scores lower and its total blocking time, hence the score, gets worse.
          host: String(Math.round(lhr.environment.benchmarkIndex)),
        });
      }
    }
    for (const preset of presets) {
      console.log(`\nLighthouse ${lhVersion()} performance, ${preset === 'desktop' ? 'desktop preset' : 'default (mobile, simulated slow 4G, 4x CPU)'}`);
      console.log(`  ${'page'.padEnd(26)} ${'score'.padStart(5)}  ${'FCP'.padStart(7)}  ${'LCP'.padStart(7)}  ${'TBT'.padStart(8)}  ${'CLS'.padEnd(5)}  host speed`);
      for (const target of pages) {
        const s = scores.get(`${target.label}|${preset}`)!;
        console.log(`  ${target.label.padEnd(26)} ${s.score.padStart(5)}  ${s.fcp.padStart(7)}  ${s.lcp.padStart(7)}  ${s.tbt.padStart(8)}  ${s.cls.padEnd(5)}  ${s.host}`);
      }
    }
  } finally {
    chrome.kill();
  }
}

// Signs in to both apps in the browser Lighthouse drives, so the dashboards' audits run with a session.
async function signInBoth(port: number) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  for (const [area, base, email] of [
    ['staff', urls.staff, 'staff@crewbase.test'],
    ['admin', urls.admin, 'admin@crewbase.test'],
  ] as const) {
    await page.goto(`${base}/${area}/auth/login`);
    await page.getByLabel('Email address', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(new RegExp(`/${area}/dashboard$`));
  }
  await page.close();
}

function lhVersion(): string {
  return (JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopAll);
