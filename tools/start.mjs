// `npm start`: the API on the embedded database (PGlite, seeded with the demo company on first run)
// plus both apps, in one terminal. Ctrl+C stops all three and closes the database cleanly.
import { spawn } from 'node:child_process';

const env = {
  PORT: process.env.PORT ?? '3000',
  STAFF_PORT: process.env.STAFF_PORT ?? '4200',
  ADMIN_PORT: process.env.ADMIN_PORT ?? '4300',
};
const apiUrl = process.env.VITE_API_URL ?? `http://localhost:${env.PORT}/api`;
const staffUrl = process.env.STAFF_APP_URL ?? `http://localhost:${env.STAFF_PORT}`;
const adminUrl = process.env.ADMIN_APP_URL ?? `http://localhost:${env.ADMIN_PORT}`;
const shared = {
  ...process.env,
  ...env,
  STAFF_APP_URL: staffUrl,
  ADMIN_APP_URL: adminUrl,
  VITE_API_URL: apiUrl,
  VITE_STAFF_APP_URL: staffUrl,
  VITE_ADMIN_APP_URL: adminUrl,
  // The API's output reaches the terminal through a pipe here; ask for readable lines when a person is watching.
  LOG_PRETTY: process.env.LOG_PRETTY ?? (process.stdout.isTTY ? 'true' : 'false'),
};

const processes = [
  { name: 'api', color: 36, args: ['-w', '@crewbase/api', 'run', 'start'] },
  { name: 'staff', color: 32, args: ['-w', '@crewbase/staff-portal', 'run', 'dev', '--', '--clearScreen', 'false'] },
  { name: 'admin', color: 35, args: ['-w', '@crewbase/admin-console', 'run', 'dev', '--', '--clearScreen', 'false'] },
];

const children = processes.map(({ name, color, args }) => {
  // Each child leads its own process group, so stopping it stops the whole tree under npm (tsx, vite, node).
  const child = spawn('npm', ['--silent', ...args], { env: shared, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = `\x1b[${color}m${name.padEnd(5)}\x1b[0m |`;
  const relay = (stream, out) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) out.write(`${prefix} ${line}\n`);
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${prefix} exited (${signal ?? code}); stopping the others`);
    stop(code ?? 1);
  });
  return child;
});

console.log(`\nCrewbase is starting:\n  API           ${apiUrl} (docs at ${apiUrl}/docs)\n  Staff portal  ${staffUrl}/staff/auth/login\n  Admin console ${adminUrl}/admin/auth/login\n`);

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on('exit', r))))).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));
