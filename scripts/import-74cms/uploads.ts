import { readFile } from 'node:fs/promises';
import { basename, resolve, sep } from 'node:path';
import type { TenantScope } from '../../server/db/tenant';
import type { UploadService } from '../../server/modules/upload/service';
import { sniff } from '../../server/modules/upload/signatures';
import type { CopyUpload } from './importer';

/** Old uploads larger than this are not read (74cms capped its own uploads far below it). */
const OLD_FILE_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Copies pictures of the old site's data/upload tree into our file store, through the same
 * checks as an upload (signature, whole file, one copy per tenant and content), so logos and
 * photos outlive the old site. A path that leaves the tree is refused; a dry run only looks.
 */
export function createUploadCopier(o: { dir: string; tenant: TenantScope; uploads: Pick<UploadService, 'ingestImage'>; dryRun: boolean }): CopyUpload {
  const root = resolve(o.dir);
  return async (path) => {
    const full = resolve(root, path);
    if (!full.startsWith(root + sep)) return { miss: 'refused' };
    let bytes: Buffer;
    try {
      bytes = await readFile(full);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return { miss: 'missing' };
      if (code === 'EISDIR') return { miss: 'refused' };
      throw e;
    }
    if (bytes.length > OLD_FILE_MAX_BYTES) return { miss: 'refused' };
    if (o.dryRun) return sniff(bytes)?.kind === 'image' ? { url: '' } : { miss: 'refused' };
    const url = await o.uploads.ingestImage(o.tenant, bytes, basename(full));
    return url ? { url } : { miss: 'refused' };
  };
}
