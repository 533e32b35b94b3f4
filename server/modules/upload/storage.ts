import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/** Where uploaded bytes live. Paths are made by the server only (tenant id first), never from user input. */
export interface FileStorage {
  put(path: string, bytes: Buffer): Promise<void>;
  /** null when there is no such file. */
  get(path: string): Promise<Buffer | null>;
}

/** Local disk under one root (DATA_DIR/uploads by default). */
export function createDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  const full = (path: string) => {
    const p = resolve(join(base, path));
    // A second wall behind the path pattern: nothing outside the root is ever read or written.
    if (!p.startsWith(base + sep)) throw new Error(`storage path escapes the root: ${path}`);
    return p;
  };
  return {
    async put(path, bytes) {
      const target = full(path);
      await mkdir(dirname(target), { recursive: true });
      // Written whole then renamed, so a reader never sees half a file.
      const tmp = `${target}.${process.pid}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, target);
    },
    async get(path) {
      try {
        return await readFile(full(path));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
  };
}
