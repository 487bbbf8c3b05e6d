// Vite for the staff portal: dev and preview on one fixed port (STAFF_PORT, default 4200, strict) so the admin
// console's links, the API's CORS list and the e2e suite can rely on it.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const DEFAULT_PORT = 4200;

const portFromEnv = (raw: string | undefined): number => {
  if (raw === undefined || raw === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`STAFF_PORT must be a port number between 1 and 65535, got "${raw}"`);
  }
  return port;
};

// The workspace libs are imported as TypeScript source through barrels and declare no `sideEffects` in their
// package.json, so the bundler would keep every module a barrel re-exports wherever the barrel is imported,
// pulling forms, popups and the date-picker provider into the entry chunk a phone downloads first. Their modules
// only declare things; the one real side effect, the fonts stylesheet, is CSS and stays untouched.
// Same rule as apps/admin-console; the lasting fix is `"sideEffects": ["*.css"]` in the libs' package.json.
const workspaceLibModule = /[\\/]libs[\\/].+[\\/]src[\\/].+\.[cm]?[jt]sx?$/;

const port = portFromEnv(process.env.STAFF_PORT);

export default defineConfig({
  plugins: [react()],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: {
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => (workspaceLibModule.test(id) ? false : undefined),
      },
    },
  },
});
