import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'domain', environment: 'node', globals: true, include: ['src/**/*.test.ts'] } });
