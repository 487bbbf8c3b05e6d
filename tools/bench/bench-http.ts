// What the load benchmarks share: the API (api-server.ts) and the bare baseline (bare-server.ts) started as their own
// processes on BENCH_API_PORT / BENCH_BARE_PORT, signing in, one autocannon run with exact percentiles, and the
// printed table.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const apiPort = Number(process.env.BENCH_API_PORT ?? 3190);
export const barePort = Number(process.env.BENCH_BARE_PORT ?? 3191);
export const connections = (fallback: number) => Number(process.env.BENCH_CONNECTIONS ?? fallback);
const root = fileURLToPath(new URL('../..', import.meta.url));

/** Starts a bench server script (with `nodeFlags`, e.g. a heap limit) and resolves once it says it listens on `port`. */
export function startServer(script: string, port: number, env: Record<string, string> = {}, nodeFlags: readonly string[] = []): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, BENCH_API_PORT: String(apiPort), BENCH_BARE_PORT: String(barePort), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`listening on ${port}`)) resolve(child);
    });
  });
}

/** The heap limit the API runs with in production (README, "Production"; apps/api start:built). */
export const API_HEAP_FLAG = '--max-old-space-size=512';

/** A process's current (VmRSS) and peak (VmHWM) resident memory, in MB (Linux /proc). */
export function residentMemoryMb(pid: number): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Starts a process's peak (VmHWM) again from its current resident memory (Linux: 5 into clear_refs). */
export function resetPeakMemory(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** The servers started, stopped together when the benchmark ends or is stopped (Ctrl-C, kill). */
export function serverGroup(): { children: ChildProcess[]; stop: () => void } {
  const children: ChildProcess[] = [];
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
    process.on(signal, () => {
      stop();
      process.exit(code);
    });
  }
  return { children, stop };
}

/** The demo accounts' password (apps/api/src/db/seed/demo-company.data.ts). */
const DEMO_PASSWORD = 'Crewbase!2026';

/** An access token for a demo account of the area, from the API on `port`. */
export async function signIn(area: 'admin' | 'staff' = 'admin', port = apiPort): Promise<string> {
  const email = area === 'admin' ? 'admin@crewbase.test' : 'staff@crewbase.test';
  const response = await fetch(`http://127.0.0.1:${port}/api/${area}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export interface Measured {
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  failures: number;
}

export interface LoadRun {
  port: number;
  /** One path, or several taken in turn (each request the next one), so no one answer is all that is measured. */
  path: string | readonly string[];
  token: string;
  seconds: number;
  connections: number;
}

/** Every response time is recorded, so the percentiles are exact rather than autocannon's fixed set (it has no p95). */
export function measure(run: LoadRun): Promise<Measured> {
  const times: number[] = [];
  const paths = typeof run.path === 'string' ? [run.path] : run.path;
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${run.port}`,
        connections: run.connections,
        duration: run.seconds,
        headers: { authorization: `Bearer ${run.token}` },
        requests: [{ method: 'GET', path: paths[0], setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        // No answer within the run: every request took longer than the run itself.
        const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.POSITIVE_INFINITY;
        resolve({ p50: at(0.5), p95: at(0.95), p99: at(0.99), requestsPerSecond: result.requests.average, failures: result.non2xx + result.errors });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** Milliseconds for a table: `> 3000` when nothing answered within a 3 s run. */
export const ms = (value: number, seconds: number): string => (Number.isFinite(value) ? value.toFixed(1) : `> ${seconds * 1000}`);

/** A header row, a rule, then the rows; the first column left-aligned, the figures right-aligned. */
export function printTable(rows: string[][], leftColumns = 1): void {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, i) => (i < leftColumns ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}
