// Vite build and dev/preview servers for the admin console. The port comes from ADMIN_PORT (default 4300) and is strict,
// so a clash fails loudly instead of the console quietly moving to another port the API's CORS list does not know.
import { reactPlugin } from '../../tools/vite/react.ts';
import { defineConfig, loadEnv } from 'vite';
import { firstLoadConfig } from '../../tools/vite/first-load.ts';

const DEFAULT_PORT = 4300;

export default defineConfig(({ command, mode }) => {
  const fileEnv = loadEnv(mode, process.cwd(), '');
  const port = Number(process.env.ADMIN_PORT ?? fileEnv.ADMIN_PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`ADMIN_PORT must be a port number, got "${process.env.ADMIN_PORT}"`);

  const firstLoad = firstLoadConfig(command, [
    { path: '/admin/auth/login', modules: ['/src/features/auth/login-screen.tsx'] },
    {
      path: '/admin/dashboard',
      modules: [
        '/src/app/signed-in-routes.tsx',
        '/src/features/layout/admin-layout.tsx',
        '/src/features/dashboard/dashboard-screen.tsx',
        // The profile's and the figures' fetches, loaded on demand by their queries (see account.queries.ts).
        '/libs/data-access/account/src/fetch-profile.ts',
        '/libs/data-access/dashboard/src/fetch-dashboard.ts',
      ],
    },
  ]);

  return {
    plugins: [reactPlugin(), ...firstLoad.plugins!],
    resolve: firstLoad.resolve,
    server: { port, strictPort: true },
    preview: { port, strictPort: true },
    build: {
      ...firstLoad.build,
      outDir: 'dist',
      sourcemap: true,
    },
  };
});
