// Vite build and dev/preview servers for the admin console. The port comes from ADMIN_PORT (default 4300) and is strict,
// so a clash fails loudly instead of the console quietly moving to another port the API's CORS list does not know.
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

const DEFAULT_PORT = 4300;

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
    },
  };
});
