// One flat config for every project: TypeScript rules, React hooks rules, and the
// Nx module boundaries that keep imports flowing apps -> data-access -> api-client -> domain.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules', '**/dist', '**/build', '**/storybook-static', '**/.nx',
      '**/test-results', '**/playwright-report', '**/drizzle', '**/.data', '**/uploads',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx },
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            { sourceTag: 'scope:staff', onlyDependOnLibsWithTags: ['scope:staff', 'scope:web', 'scope:shared'] },
            { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:admin', 'scope:web', 'scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:domain', 'type:util'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:domain', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:domain'] },
            { sourceTag: 'scope:web', bannedExternalImports: ['drizzle-orm', 'drizzle-orm/*', 'fastify', '@fastify/*', 'pg', '@electric-sql/*'] },
            { sourceTag: 'scope:staff', bannedExternalImports: ['drizzle-orm', 'drizzle-orm/*', 'fastify', '@fastify/*', 'pg', '@electric-sql/*'] },
            { sourceTag: 'scope:admin', bannedExternalImports: ['drizzle-orm', 'drizzle-orm/*', 'fastify', '@fastify/*', 'pg', '@electric-sql/*'] },
            { sourceTag: 'scope:api', bannedExternalImports: ['@mui/*', 'react', 'react-dom', '@emotion/*'] },
            { sourceTag: 'type:domain', bannedExternalImports: ['react', '@mui/*', 'fastify', 'drizzle-orm', 'ky'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Test and build configs share one setup from tools/ by path; they are not part of any project's code.
    files: ['**/vitest.config.ts', 'apps/*/vite.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Scripts and configs that run in Node.
    files: ['**/*.mjs', '**/*.cjs', 'tools/**/*.{js,ts}', '**/*.config.{js,ts}', 'apps/api/**/*.{js,ts}', 'apps/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Every spec takes `test` from support/test.ts, whose console guard fails a test on browser console noise.
    files: ['apps/e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from '../support/test' (the console guard)." }],
      }],
    },
  },
  {
    files: ['**/*.tsx', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
