// The Vitest settings every browser-side project shares: jsdom, globals, one setup file.
import { reactPlugin } from '../vite/react.ts';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export const webVitestConfig = (name: string) =>
  defineConfig({
    plugins: [reactPlugin()],
    test: {
      name,
      environment: 'jsdom',
      globals: true,
      setupFiles: [fileURLToPath(new URL('./web-setup.ts', import.meta.url))],
      include: ['src/**/*.test.{ts,tsx}'],
      // Every project's suite runs at once on a 2-core machine: screens that lazy-load need room.
      testTimeout: 20_000,
    },
  });
