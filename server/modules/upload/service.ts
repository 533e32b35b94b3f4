import { createHash, randomBytes } from 'node:crypto';
import {
  MSG_UNSUPPORTED_FILE,
  UPLOAD_MAX_BYTES,
  msgFileTooLarge,
  uploadKindOf,
  type UploadedFile,
  type UploadKind,
  type UploadOption,
} from '../../../schemas/upload';
import { CODE_BAD_REQUEST, CODE_PAYLOAD_TOO_LARGE, UPLOAD_TICKET_TTL_MS } from '../../constants';
import type { Queryable } from '../../db/db';
import type { TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import { hashToken, newToken } from '../../http/hash';
import { sniff } from './signatures';
import { verifyWhole } from './verify';
import type { FileSigner } from './signed-url';
import type { FileStorage } from './storage';

/** Where the multipart POST goes, and the form field of the file. */
export const UPLOAD_ACTION = '/files/upload';
export const UPLOAD_FIELD = 'file';
/** Public address of stored files: /files/<tenant>/<yyyymm>/<id>.<ext>. */
export const FILE_URL_PREFIX = '/files/';
export const STORED_PATH = /^\d{1,9}\/\d{6}\/[0-9a-f]{32}\.(jpg|png|gif|webp|bmp|pdf|doc|docx)$/;

interface FileRow {
  id: string;
  kind: UploadKind;
  size: number;
  name: string;
  path: string;
  width: number | null;
  height: number | null;
  private: boolean;
  uploader_id: number | null;
}
const FILE_COLUMNS = 'id, kind, size, name, path, width, height, private, uploader_id';

/** A user's name for a file, kept for display only: no path parts or control characters. */
export function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f<>"]/g, '').slice(0, 200) || 'file';
}

/** Who asks to upload: a user of the app, or an operator in the studio (pictures only). */
export type Uploader = { userId: number } | { operatorId: number };

/** An operator's upload that is not a picture. */
export const MSG_OPERATOR_IMAGES_ONLY = '运营工作台只能上传图片';

/** Upload option, the multipart upload itself and the stored files (spec §4 upload). */
export function createUploadService({ now, storage, signer }: { now: () => number; storage: FileStorage; signer: FileSigner }) {
  async function byMd5(q: Queryable, tenantId: number, md5: string): Promise<FileRow | null> {
    const [row] = await q.query<FileRow>(`SELECT ${FILE_COLUMNS} FROM files WHERE tenant_id = $1 AND md5 = $2`, [tenantId, md5]);
    return row ?? null;
  }
  /** A private file's address is signed for its uploading user only; anyone else (an operator too) gets the bare path, which is refused. */
  const toFile = (r: FileRow, userId: number | null): UploadedFile => ({
    id: r.id,
    url: r.private && userId !== null && r.uploader_id === userId ? signer.url(r.path) : FILE_URL_PREFIX + r.path,
    name: r.name,
    size: r.size,
    kind: r.kind,
    width: r.width,
    height: r.height,
  });

  /** Checks the whole file as its kind, writes it under a generated name and records it (one row per tenant and content). */
  async function store(tenant: TenantScope, bytes: Buffer, md5: string, seen: NonNullable<ReturnType<typeof sniff>>, name: string, by: { userId: number | null; operatorId: number | null }): Promise<FileRow> {
    const { width, height } = await verifyWhole(seen.kind, seen.ext, bytes);
    const id = randomBytes(16).toString('hex');
    const month = new Date(now()).toISOString().slice(0, 7).replace('-', '');
    const path = `${tenant.tenantId}/${month}/${id}.${seen.ext}`;
    await storage.put(path, bytes);
    return tenant.run(async (q) => {
      // Two uploads of the same bytes at once: the first row wins and both answer it.
      const rows = await q.query<FileRow>(
        `INSERT INTO files (tenant_id, id, md5, kind, mime, size, name, path, width, height, uploader_id, operator_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (tenant_id, md5) DO NOTHING
         RETURNING ${FILE_COLUMNS}`,
        [tenant.tenantId, id, md5, seen.kind, seen.mime, bytes.length, name, path, width, height, by.userId, by.operatorId],
      );
      return rows[0] ?? (await byMd5(q, tenant.tenantId, md5))!;
    });
  }

  return {
    /** 'speed' when the tenant holds these bytes already; else a single-use ticket for the multipart POST. */
    async option(tenant: TenantScope, uploader: Uploader, d: { md5: string; type: string; size: number; name: string; suffix: string }): Promise<UploadOption> {
      const kind = uploadKindOf(d.type, d.name) ?? uploadKindOf('', `x.${d.suffix}`);
      if (!kind) throw new ApiError(CODE_BAD_REQUEST, MSG_UNSUPPORTED_FILE, 400);
      // The studio places pictures on pages; documents are the users' own (resumes) and stay theirs.
      if ('operatorId' in uploader && kind !== 'image') throw new ApiError(CODE_BAD_REQUEST, MSG_OPERATOR_IMAGES_ONLY, 400);
      const userId = 'userId' in uploader ? uploader.userId : null;
      const operatorId = 'operatorId' in uploader ? uploader.operatorId : null;
      if (d.size > UPLOAD_MAX_BYTES[kind]) throw new ApiError(CODE_PAYLOAD_TOO_LARGE, msgFileTooLarge(kind), 413);
      return tenant.run(async (q) => {
        const existing = await byMd5(q, tenant.tenantId, d.md5);
        if (existing) return { type: 'speed', result: toFile(existing, userId) };
        const ticket = `${tenant.tenantId}.${newToken()}`;
        await q.query(
          'INSERT INTO upload_tickets (tenant_id, ticket_hash, user_id, operator_id, md5, size, kind, name, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
          [tenant.tenantId, hashToken(ticket), userId, operatorId, d.md5, d.size, kind, cleanName(d.name), new Date(now() + UPLOAD_TICKET_TTL_MS)],
        );
        return { type: 'form', data: { action: UPLOAD_ACTION, name: UPLOAD_FIELD, formData: { ticket }, headers: {} } };
      });
    },

    /** Whether a stored file is private (served only through signed links); null when it has no row. */
    async isPrivate(tenant: TenantScope, id: string, path: string): Promise<boolean | null> {
      const [row] = await tenant.run((q) => q.query<{ private: boolean }>('SELECT private FROM files WHERE tenant_id = $1 AND id = $2 AND path = $3', [tenant.tenantId, id, path]));
      return row ? row.private : null;
    },

    /** The tenant a ticket was issued in (its first part), or null when it is malformed. */
    tenantOfTicket(ticket: string): number | null {
      const m = /^(\d{1,9})\.[A-Za-z0-9_-]{20,100}$/.exec(ticket);
      return m ? Number(m[1]) : null;
    },

    /**
     * Stores the bytes of a ticket: they must be what option was told (size, md5) and what the
     * allow-list takes (signature of the declared kind, and the whole file read as that kind);
     * the name on disk is generated.
     */
    async put(tenant: TenantScope, ticket: string, bytes: Buffer): Promise<UploadedFile> {
      const claimed = await tenant.run(async (q) => {
        const [row] = await q.query<{ user_id: number | null; operator_id: number | null; md5: string; size: number; kind: UploadKind; name: string }>(
          `UPDATE upload_tickets SET used_at = $3 WHERE tenant_id = $1 AND ticket_hash = $2 AND used_at IS NULL AND expires_at > $3
           RETURNING user_id, operator_id, md5, size, kind, name`,
          [tenant.tenantId, hashToken(ticket), new Date(now())],
        );
        return row ?? null;
      });
      if (!claimed) throw new ApiError(CODE_BAD_REQUEST, '上传凭证已失效，请重新上传', 400);
      if (bytes.length !== claimed.size) throw new ApiError(CODE_BAD_REQUEST, '文件大小与声明不符，请重新上传', 400);
      if (createHash('md5').update(bytes).digest('hex') !== claimed.md5) throw new ApiError(CODE_BAD_REQUEST, '文件校验失败，请重新上传', 400);
      const seen = sniff(bytes);
      if (!seen || seen.kind !== claimed.kind) throw new ApiError(CODE_BAD_REQUEST, MSG_UNSUPPORTED_FILE, 400);
      return toFile(await store(tenant, bytes, claimed.md5, seen, claimed.name, { userId: claimed.user_id, operatorId: claimed.operator_id }), claimed.user_id);
    },

    /**
     * A picture brought in by the server itself (the 74cms importer's logos and photos): checked
     * like an upload (signature and the whole file), stored once per tenant and content, public.
     * Answers its address, or null when the bytes are not a picture we take.
     */
    async ingestImage(tenant: TenantScope, bytes: Buffer, name: string): Promise<string | null> {
      const seen = sniff(bytes);
      if (!seen || seen.kind !== 'image' || bytes.length > UPLOAD_MAX_BYTES.image) return null;
      const md5 = createHash('md5').update(bytes).digest('hex');
      const known = await tenant.run((q) => byMd5(q, tenant.tenantId, md5));
      if (known) return FILE_URL_PREFIX + known.path;
      try {
        return FILE_URL_PREFIX + (await store(tenant, bytes, md5, seen, cleanName(name), { userId: null, operatorId: null })).path;
      } catch (e) {
        if (e instanceof ApiError) return null;
        throw e;
      }
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
