// One `vitest run` covers every project that has its own vitest.config.ts (end-to-end lives in apps/e2e).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['libs/*/vitest.config.ts', 'libs/data-access/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
