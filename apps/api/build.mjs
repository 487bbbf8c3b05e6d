// Production bundle: our code and the @crewbase/* workspace libs in one ESM file; every npm package stays external
// (PGlite loads its .wasm from its own package folder, argon2 is native). Migrations are read from ../drizzle at run
// time, so deploy build/, drizzle/, package.json and node_modules together.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
rmSync(join(root, 'build'), { recursive: true, force: true });

const externalizeNodeModules = {
  name: 'externalize-node-modules',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@crewbase/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  absWorkingDir: root,
  // The server, and the create-admin command for a first sign-in on a production database.
  entryPoints: { main: 'src/main.ts', 'create-admin': 'src/cli/create-admin.main.ts' },
  outdir: 'build',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'info',
  plugins: [externalizeNodeModules],
});
