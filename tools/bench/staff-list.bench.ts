// Load benchmark of the staff list, the first big list. Starts the real API and a bare node:http baseline as their
// own processes, signs in as the demo super admin, then drives each scenario with autocannon on loopback and prints
// p50/p95/p99 latency and requests per second. Run tools/bench/generate-company.ts first.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/crewbase_bench npx tsx tools/bench/staff-list.bench.ts
//
// On PostgreSQL it then starts the API as two processes (API_WORKERS=2) and prints the gain over one on page 1 and
// the trivial route.
//
// Knobs: BENCH_CONNECTIONS (50), BENCH_DURATION seconds per scenario (15), BENCH_WARMUP seconds (3).
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { startBenchProcess } from './api-process';
import { benchDatabase } from './bench-env';
import { printTable } from './print-table';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 15);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const apiPort = 3190;
const barePort = 3191;

const start = (script: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> =>
  startBenchProcess(script, port, { env: { BENCH_API_PORT: String(apiPort), BENCH_BARE_PORT: String(barePort), ...env } });

async function signIn(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${apiPort}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@crewbase.test', password: 'Crewbase!2026' }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

interface Scenario {
  name: string;
  port: number;
  path: string;
}

const list = (query: string) => `/api/admin/staff?${query}`;
const filter = (value: string) => `filter=${encodeURIComponent(value)}`;

interface Measured {
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  failures: number;
}

/** Every response time is recorded, so the percentiles are exact rather than autocannon's fixed set (it has no p95). */
function run(scenario: Scenario, token: string, seconds: number): Promise<Measured> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `http://127.0.0.1:${scenario.port}${scenario.path}`, connections, duration: seconds, headers: { authorization: `Bearer ${token}` } },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
        resolve({ p50: at(0.5), p95: at(0.95), p99: at(0.99), requestsPerSecond: result.requests.average, failures: result.non2xx + result.errors });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

async function main() {
  const database = benchDatabase();
  const children: ChildProcess[] = [];
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    children.push(await start('tools/bench/api-server.ts', apiPort));
    // PGlite belongs to the one process that opened it, so the bare baseline runs on PostgreSQL only.
    const withBare = database.kind === 'postgres';
    if (withBare) children.push(await start('tools/bench/bare-server.ts', barePort));
    const token = await signIn();

    const probe = await fetch(`http://127.0.0.1:${apiPort}${list('limit=1')}`, { headers: { authorization: `Bearer ${token}` } });
    const { total } = (await probe.json()) as { total: number };
    const limit = 20;
    const department = await fetch(`http://127.0.0.1:${apiPort}${list(`limit=1&${filter('department.name||$eq||Security')}`)}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.json() as Promise<{ total: number }>);

    const scenarios: Scenario[] = [
      { name: 'page 1 (20 rows, newest first)', port: apiPort, path: list(`page=1&limit=${limit}`) },
      { name: 'page 1,000 (20 rows)', port: apiPort, path: list(`page=1000&limit=${limit}`) },
      { name: '$cont search on fullName', port: apiPort, path: list(`limit=${limit}&${filter('fullName||$cont||okafor')}`) },
      {
        name: 'department $eq + sort createdAt',
        port: apiPort,
        path: list(`limit=${limit}&${filter('department.name||$eq||Security')}&sort=${encodeURIComponent('createdAt,DESC')}`),
      },
      { name: 'trivial authenticated route (API)', port: apiPort, path: '/api/bench/whoami' },
      ...(withBare ? [{ name: 'trivial authenticated route (bare node:http)', port: barePort, path: '/api/bench/whoami' }] : []),
    ];

    console.log(`\nStaff list benchmark: ${total.toLocaleString('en')} staff (${department.total.toLocaleString('en')} in Security) on ${database.kind},`);
    console.log(`${connections} connections, ${duration} s per scenario after ${warmup} s of warm-up, loopback, ${navigatorCores()} cores.\n`);
    const rows: string[][] = [['scenario', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'non-2xx']];
    const throughput: Record<string, number> = {};
    for (const scenario of scenarios) {
      if (warmup > 0) await run(scenario, token, warmup);
      const result = await run(scenario, token, duration);
      rows.push([
        scenario.name,
        result.p50.toFixed(1),
        result.p95.toFixed(1),
        result.p99.toFixed(1),
        result.requestsPerSecond.toFixed(0),
        String(result.failures),
      ]);
      throughput[scenario.name] = result.requestsPerSecond;
      await sleep(500);
    }
    printTable(rows);
    const api = throughput['trivial authenticated route (API)'];
    const bare = throughput['trivial authenticated route (bare node:http)'];
    if (withBare) {
      console.log(`\nFramework overhead: the API serves ${((api / bare) * 100).toFixed(0)}% of the bare server's requests per second on the same work.`);
    }

    // More than one API process shares one PostgreSQL (PGlite belongs to one process).
    if (database.kind === 'postgres') {
      const single = children.shift();
      single?.kill('SIGTERM');
      await new Promise((resolve) => single?.once('exit', resolve));
      children.push(await start('tools/bench/api-server.ts', apiPort, { BENCH_API_WORKERS: '2' }));
      console.log(`\nOne API process against two (API_WORKERS=2), same database, ${connections} connections:`);
      const compared: string[][] = [['scenario', '1 process req/s', '2 processes req/s', 'gain', 'p95 ms (2)']];
      for (const scenario of scenarios.filter((s) => s.port === apiPort && (s.path === '/api/bench/whoami' || s.name.startsWith('page 1 ')))) {
        if (warmup > 0) await run(scenario, token, warmup);
        const result = await run(scenario, token, duration);
        const one = throughput[scenario.name];
        compared.push([scenario.name, one.toFixed(0), result.requestsPerSecond.toFixed(0), `${(((result.requestsPerSecond - one) / one) * 100).toFixed(0)}%`, result.p95.toFixed(1)]);
        await sleep(500);
      }
      printTable(compared);
    }
  } finally {
    stop();
  }
}

const navigatorCores = () => availableParallelism();

await main();
