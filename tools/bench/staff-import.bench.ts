// Staff import benchmark: a CSV of BENCH_IMPORT_ROWS new staff (default 5,000) through the real API: the preview
// (upload, every row checked, nothing saved), then the commit job (checked again, saved in one transaction, then one
// invitation each), printing the preview time, the time until everyone is saved, and the time until every invitation
// is out, with the job's progress as it goes.
//
//   createdb -h 127.0.0.1 -U postgres crewbase_bench_import
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/crewbase_bench_import npm run bench:staff-import
import { staffImportColumns, type StaffImport, type StaffImportPreview } from '@crewbase/domain';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { selectRows } from '../../apps/api/src/db/database';
import { inProcessBenchConfig } from './bench-env';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5_000);
const BOUNDARY = '----crewbase-bench-boundary';

const config = inProcessBenchConfig();

// The worker stays off: the benchmark runs the job itself, so its time is the job's and not the queue's polling.
const app = await buildApp(config, { jobs: { worker: false } });
const { db } = app.database;
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(2);

async function signIn(): Promise<Record<string, string>> {
  const answer = await app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: 'admin@crewbase.test', password: 'Crewbase!2026' } });
  if (answer.statusCode !== 200) throw new Error(`Sign-in failed: ${answer.statusCode} ${answer.body}`);
  return { authorization: `Bearer ${(answer.json() as { access_token: string }).access_token}` };
}

async function csvFile(): Promise<Buffer> {
  const first = async (table: string) => (await selectRows<{ name: string }>(db, sql`select name from ${sql.identifier(table)} order by name limit 1`))[0].name;
  const names = { Department: await first('departments'), 'Job title': await first('job_titles'), Location: await first('locations'), 'Staff role': await first('staff_roles'), Bank: await first('banks') };
  const stamp = Date.now().toString(36);
  const headers = staffImportColumns.map((c) => c.header);
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const row: Record<string, string> = {
      ...names,
      'First name': 'Bench',
      'Last name': `Import ${i + 1}`,
      Email: `bench.import.${stamp}.${i + 1}@bench.crewbase.test`,
      'Phone number': '+234 803 000 0000',
      Gender: i % 2 ? 'Female' : 'Male',
      'Date of birth': '14/02/1994',
      'Daily salary': String(10_000 + (i % 50) * 100),
      'Account number': String(1_000_000_000 + i).padStart(10, '0'),
      Benefits: 'Data; Transportation',
      'Date joined': '01/12/2026',
    };
    return headers.map((h) => row[h] ?? '');
  });
  return Buffer.from(stringify([headers, ...rows]));
}

async function main() {
  const auth = await signIn();
  const file = await csvFile();
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench-staff.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  console.log(`Importing ${ROWS.toLocaleString('en')} staff (${(file.length / 1024).toFixed(0)} KB of CSV) on ${app.database.kind}.`);

  const previewStarted = performance.now();
  const previewAnswer = await app.inject({ method: 'POST', url: '/api/admin/staff/import/preview', payload, headers: { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
  const preview = previewAnswer.json() as StaffImportPreview;
  if (previewAnswer.statusCode !== 200 || !preview.importId) throw new Error(`Preview failed: ${previewAnswer.statusCode} ${previewAnswer.body.slice(0, 2000)}`);
  const previewSeconds = seconds(previewStarted);
  console.log(`Preview: ${previewSeconds} s (${preview.validRows.toLocaleString('en')} good rows, ${preview.problemCount} problems).`);

  const commitStarted = performance.now();
  const commit = await app.inject({ method: 'POST', url: `/api/admin/staff/import/${preview.importId}/commit`, headers: auth });
  if (commit.statusCode !== 202) throw new Error(`Commit failed: ${commit.statusCode} ${commit.body}`);
  // The job's progress, read the way the screen reads it, one request after another.
  const phases = new Map<string, string>();
  let running = true;
  const watch = (async () => {
    while (running) {
      const found = (await app.inject({ url: `/api/admin/staff/import/${preview.importId}`, headers: auth })).json() as StaffImport;
      const message = found.job?.progress?.message ?? found.status;
      const phase = message.replace(/ \(.*$/, '');
      if (!phases.has(phase)) phases.set(phase, seconds(commitStarted));
      process.stdout.write(`\r  ${message.padEnd(60)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  await app.jobs.runDue();
  running = false;
  await watch;
  const total = seconds(commitStarted);
  const done = (await app.inject({ url: `/api/admin/staff/import/${preview.importId}`, headers: auth })).json() as StaffImport;
  const savedAt = phases.get('Sending invitations') ?? total;
  console.log(`\nCommit: ${done.status}, ${done.importedCount.toLocaleString('en')} staff saved after about ${savedAt} s, ${done.invitedCount.toLocaleString('en')} invitations out after ${total} s.`);
  console.log(`Phases first seen at (s after the commit): ${[...phases].map(([phase, at]) => `${phase} ${at}`).join('; ')}.`);
  console.log(`Preview time ${previewSeconds} s; commit time ${total} s (checked, saved, invited).`);
}

try {
  await main();
} finally {
  await app.close();
}
