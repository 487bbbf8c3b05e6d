// Adds up what every runner of `npm test` reported and prints one closing line.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'test-results/summary';
const read = (name) => (existsSync(join(dir, name)) ? JSON.parse(readFileSync(join(dir, name), 'utf8')) : null);
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];

for (const [label, file] of [['unit + API on PGlite', 'vitest-pglite.json'], ['API on PostgreSQL', 'vitest-postgres.json']]) {
  const r = read(file);
  if (!r) continue;
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
  lines.push(`${label}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}
const e2e = read('e2e.json');
if (e2e) {
  const { expected, unexpected, flaky, skipped: s } = e2e.stats;
  passed += expected;
  failed += unexpected + flaky;
  skipped += s;
  lines.push(`end-to-end: ${expected} passed, ${unexpected + flaky} failed`);
}
console.log(`\n${lines.join('\n')}`);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
