// Where uploaded files live. The local folder is the default; an S3-compatible bucket implements the same interface.
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

export interface Storage {
  kind: string;
  /** Stores `data` under `path` (a relative, slash-separated key chosen by the API, never by the client). */
  put(path: string, data: Buffer, contentType: string): Promise<void>;
  /** A stream of the stored file, or null when it is gone. */
  read(path: string): Promise<Readable | null>;
  remove(path: string): Promise<void>;
}

export function createLocalStorage(root: string): Storage {
  const base = resolve(root);
  const locate = (path: string) => {
    const full = resolve(join(base, path));
    if (!full.startsWith(base + sep)) throw new Error(`Storage path escapes the upload folder: ${path}`);
    return full;
  };
  return {
    kind: 'local',
    async put(path, data) {
      const full = locate(path);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, data, { flag: 'wx' });
    },
    async read(path) {
      const full = locate(path);
      try {
        await stat(full);
      } catch {
        return null;
      }
      return createReadStream(full);
    },
    async remove(path) {
      await rm(locate(path), { force: true });
    },
  };
}
