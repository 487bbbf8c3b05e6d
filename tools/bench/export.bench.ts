// Export benchmark: the whole messages list (run tools/bench/generate-messages.ts first: 1,000,000 rows) exported
// as CSV and as XLSX through the real API, each format in a fresh API process, printing rows per second and the API
// process's peak resident memory during the export (VmHWM, reset once the API is up), which must stay flat however
// many rows stream through.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/crewbase_bench_export npx tsx tools/bench/export.bench.ts
import type { ChildProcess } from 'node:child_process';
import { benchDatabase } from './bench-env';
import { API_HEAP_FLAG, residentMemoryMb, resetPeakMemory, signIn as signInOn, startServer } from './bench-http';

const apiPort = Number(process.env.BENCH_API_PORT ?? 3192);
const signIn = () => signInOn('admin', apiPort);
/** Peak RSS an export may reach in the API process. */
const RSS_LIMIT_MB = 300;

const startApi = (): Promise<ChildProcess> => startServer('tools/bench/api-server.ts', apiPort, { BENCH_API_PORT: String(apiPort) }, [API_HEAP_FLAG]);

interface Measured {
  rows: number;
  bytes: number;
  seconds: number;
  idleMb: number;
  peakMb: number;
}

async function exportOnce(format: 'csv' | 'xlsx'): Promise<Measured> {
  const api = await startApi();
  try {
    const token = await signIn();
    const idleMb = residentMemoryMb(api.pid as number).now;
    // Start the peak from here: loading and compiling the API (tsx) has a peak of its own that is not the export's.
    resetPeakMemory(api.pid as number);
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${apiPort}/api/admin/messages/export?format=${format}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok || !response.body) throw new Error(`Export failed: ${response.status} ${await response.text()}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
    const seconds = (performance.now() - started) / 1000;
    return { rows: Number(response.headers.get('x-row-count')), bytes, seconds, idleMb, peakMb: residentMemoryMb(api.pid as number).peak };
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  }
}

async function main() {
  const database = benchDatabase();
  console.log(`\nExport benchmark on ${database.kind}: the admin messages list, every row, one request per format (API: node ${API_HEAP_FLAG}).\n`);
  const lines = [['format', 'rows', 'file MB', 'seconds', 'rows/s', 'API RSS idle MB', 'API peak RSS MB']];
  let over = false;
  for (const format of ['csv', 'xlsx'] as const) {
    const m = await exportOnce(format);
    lines.push([format, m.rows.toLocaleString('en'), (m.bytes / 1048576).toFixed(1), m.seconds.toFixed(1), Math.round(m.rows / m.seconds).toLocaleString('en'), m.idleMb.toFixed(0), m.peakMb.toFixed(0)]);
    if (m.peakMb > RSS_LIMIT_MB) over = true;
  }
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  for (const line of lines) console.log(line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
  if (over) {
    console.error(`\nPeak RSS went over ${RSS_LIMIT_MB} MB.`);
    process.exitCode = 1;
  }
}

await main();
