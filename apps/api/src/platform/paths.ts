// Where the API package lives on disk, found the same way under tsx (src/) and in the built bundle (build/).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findApiRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@crewbase/api') {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the @crewbase/api package above ${start}`);
    dir = parent;
  }
}

/** The apps/api folder (holds package.json, drizzle/ and the default .data/). */
export const apiRoot = findApiRoot(dirname(fileURLToPath(import.meta.url)));

export const migrationsFolder = join(apiRoot, 'drizzle');

export const apiVersion = (JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8')) as { version: string }).version;
