// Vite for the staff portal: dev and preview on one fixed port (STAFF_PORT, default 4200, strict) so the admin
// console's links, the API's CORS list and the e2e suite can rely on it.
import { reactPlugin } from '../../tools/vite/react.ts';
import { defineConfig } from 'vite';
import { firstLoadConfig } from '../../tools/vite/first-load.ts';

const DEFAULT_PORT = 4200;

const portFromEnv = (raw: string | undefined): number => {
  if (raw === undefined || raw === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`STAFF_PORT must be a port number between 1 and 65535, got "${raw}"`);
  }
  return port;
};

const port = portFromEnv(process.env.STAFF_PORT);

export default defineConfig(({ command }) => {
  const firstLoad = firstLoadConfig(command, [
    { path: '/staff/auth/login', modules: ['/src/features/auth/login-screen.tsx'] },
    {
      path: '/staff/dashboard',
      modules: [
        '/src/features/layout/staff-layout.tsx',
        '/src/features/dashboard/dashboard-screen.tsx',
        // The profile's fetch, loaded on demand by its query (see account.queries.ts).
        '/libs/data-access/account/src/fetch-profile.ts',
      ],
    },
  ]);
  return {
    plugins: [reactPlugin(), ...firstLoad.plugins!],
    resolve: firstLoad.resolve,
    build: firstLoad.build,
    server: { port, strictPort: true },
    preview: { port, strictPort: true },
  };
});
