import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'locale', environment: 'node', globals: true, include: ['src/**/*.test.ts'] } });
