// Vite for the staff portal: dev and preview on one fixed port so links from the admin console and e2e tests stay valid.
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

const port = portFromEnv(process.env.STAFF_PORT);

export default defineConfig({
  plugins: [react()],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
});
