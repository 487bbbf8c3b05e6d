// Vite build and dev/preview servers for the admin console. The port comes from ADMIN_PORT (default 4300) and is strict,
// so a clash fails loudly instead of the console quietly moving to another port the API's CORS list does not know.
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

const DEFAULT_PORT = 4300;

// The workspace libs (@crewbase/ui and friends) are imported as TypeScript source through barrels and declare no
// `sideEffects` in their package.json, so the bundler would keep every module a barrel re-exports wherever the
// barrel is imported — pulling forms, popper and the rest of the design system into the entry chunk. Their
// modules only declare things; the stylesheets they import are the one real side effect.
const workspaceLibModule = /[\\/]libs[\\/].+[\\/]src[\\/].+\.[cm]?[jt]sx?$/;

export default defineConfig(({ mode }) => {
  const fileEnv = loadEnv(mode, process.cwd(), '');
  const port = Number(process.env.ADMIN_PORT ?? fileEnv.ADMIN_PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`ADMIN_PORT must be a port number, got "${process.env.ADMIN_PORT}"`);

  return {
    plugins: [react()],
    server: { port, strictPort: true },
    preview: { port, strictPort: true },
    build: {
      outDir: 'dist',
      sourcemap: true,
      rolldownOptions: {
        treeshake: {
          moduleSideEffects: (id: string) => (workspaceLibModule.test(id) ? false : undefined),
        },
      },
    },
  };
});
