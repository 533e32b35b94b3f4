import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp from 'sharp';
import { uploadDescriptorSchema, UPLOAD_MAX_BYTES } from '../../../schemas/upload';
import { CODE_BAD_REQUEST, CODE_FORBIDDEN, CODE_NOT_FOUND, CODE_OK, CODE_PAYLOAD_TOO_LARGE, CODE_SERVER_ERROR, IMAGE_MAX_PIXELS, IMAGE_RESIZE_MAX_PX } from '../../constants';
import type { Db } from '../../db/db';
import { createTenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import type { Protocol } from '../../http/protocol';
import { MIME_BY_EXT } from './signatures';
import { imageWork } from './verify';
import { FILE_URL_PREFIX, STORED_PATH, UPLOAD_FIELD, UPLOAD_ACTION, type UploadService } from './service';
import type { FileSigner } from './signed-url';
import type { FileStorage } from './storage';

const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_MAX_BYTES));
const RESIZABLE = new Set(['jpg', 'png', 'webp', 'gif']);

function envelope(reply: FastifyReply, status: number, code: number, msg: string, data?: unknown) {
  return reply.status(status).send(data === undefined ? { code, msg } : { code, msg, data });
}

/** A side length from the query: a whole number of pixels up to the cap, else none. */
function side(v: unknown): number | undefined {
  const n = typeof v === 'string' && /^\d{1,4}$/.test(v) ? Number(v) : NaN;
  return n > 0 ? Math.min(n, IMAGE_RESIZE_MAX_PX) : undefined;
}

/** Where the resized copy of a stored image is kept: beside it, named by its size. */
export const variantPath = (path: string, w: number | undefined, h: number | undefined) => path.replace(/\.(\w+)$/, `.w${w ?? 0}h${h ?? 0}.$1`);

/**
 * A resized image, made once and kept in the storage: later requests for the same
 * size read it back, and requests arriving while it is being made share that work.
 */
function createVariants(storage: FileStorage) {
  const making = new Map<string, Promise<Buffer>>();
  return async function variant(path: string, original: Buffer, w: number | undefined, h: number | undefined): Promise<Buffer> {
    const key = variantPath(path, w, h);
    const kept = await storage.get(key);
    if (kept) return kept;
    let job = making.get(key);
    if (!job) {
      job = imageWork(async () => {
        const out = await sharp(original, { animated: false, limitInputPixels: IMAGE_MAX_PIXELS }).resize(w, h, { fit: 'cover', withoutEnlargement: true }).toBuffer();
        await storage.put(key, out);
        return out;
      }).finally(() => making.delete(key));
      making.set(key, job);
    }
    return job;
  };
}

/**
 * /api-auth/upload/option goes through the protocol like every call. The
 * multipart POST carries its own credential (the single-use ticket, bound to
 * tenant, user, md5 and size), and files are served by their generated paths.
 */
export async function registerUploadRoutes(app: FastifyInstance, api: Protocol, deps: { db: Db; appRole: string | null; uploads: UploadService; storage: FileStorage; signer: FileSigner }) {
  api.post('/api-auth/upload/option', { input: uploadDescriptorSchema, auth: 'user' }, (input, ctx) => deps.uploads.option(ctx.tenant, { userId: ctx.user.id }, input));
  // The studio's door to the same flow: an operator of the tenant, pictures only (banners, icons, logos).
  api.post('/api-admin/upload/option', { input: uploadDescriptorSchema, auth: 'operator' }, (input, ctx) => deps.uploads.option(ctx.tenant, { operatorId: ctx.operator.id }, input));

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: LARGEST_UPLOAD, files: 1, fields: 5 } });
    scope.post(UPLOAD_ACTION, async (req, reply) => {
      if (!req.isMultipart()) return envelope(reply, 415, 415, '请以表单方式上传文件');
      let ticket = '';
      let bytes: Buffer | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'field' && part.fieldname === 'ticket') ticket = String(part.value);
          else if (part.type === 'file' && part.fieldname === UPLOAD_FIELD) {
            bytes = await part.toBuffer();
          } else if (part.type === 'file') await part.toBuffer();
        }
      } catch (e) {
        if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return envelope(reply, 413, CODE_PAYLOAD_TOO_LARGE, '文件过大');
        return envelope(reply, 400, CODE_BAD_REQUEST, '上传内容不完整，请重新上传');
      }
      const tenantId = deps.uploads.tenantOfTicket(ticket);
      if (tenantId === null) return envelope(reply, 400, CODE_BAD_REQUEST, '上传凭证已失效，请重新上传');
      if (!bytes) return envelope(reply, 400, CODE_BAD_REQUEST, '请选择文件');
      try {
        const file = await deps.uploads.put(createTenantScope(deps.db, tenantId, deps.appRole), ticket, bytes);
        return envelope(reply, 200, CODE_OK, 'success', file);
      } catch (e) {
        if (e instanceof ApiError) return envelope(reply, e.httpStatus, e.code, e.message);
        req.log.error(e, 'upload failed');
        return envelope(reply, 500, CODE_SERVER_ERROR, '上传失败，请稍后再试', undefined);
      }
    });
  });

  const variant = createVariants(deps.storage);
  app.get(`${FILE_URL_PREFIX}*`, async (req, reply) => {
    const path = (req.params as { '*': string })['*'];
    if (!STORED_PATH.test(path)) return envelope(reply, 404, CODE_NOT_FOUND, '文件不存在');
    const q = req.query as Record<string, unknown>;
    const tenantId = Number(path.slice(0, path.indexOf('/')));
    const id = path.slice(path.lastIndexOf('/') + 1, path.lastIndexOf('.'));
    const known = await deps.uploads.isPrivate(createTenantScope(deps.db, tenantId, deps.appRole), id, path);
    const check = deps.signer.check(path, q.exp, q.sig);
    // Bytes without a row of their own (an export whose bytes were known already) are served by signed link only.
    if (known === null && check !== 'ok') return envelope(reply, 404, CODE_NOT_FOUND, '文件不存在');
    const isPrivate = known !== false;
    // Private files (resume attachments, exports, ID photos) only through a link signed for this path and tenant.
    if (isPrivate && check !== 'ok') return envelope(reply, 403, CODE_FORBIDDEN, check === 'expired' ? '文件链接已过期，请刷新页面后重试' : '无权查看此文件');
    const bytes = await deps.storage.get(path);
    if (!bytes) return envelope(reply, 404, CODE_NOT_FOUND, '文件不存在');
    const ext = path.slice(path.lastIndexOf('.') + 1);
    const w = side(q.w);
    const h = side(q.h);
    // Stored files never change (new bytes get a new id), so public ones may be cached for good; a private one only
    // by this browser, and no longer than its link lives.
    reply
      .header('cache-control', isPrivate ? `private, max-age=${deps.signer.secondsLeft(String(q.exp))}` : 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff');
    if ((w || h) && RESIZABLE.has(ext)) {
      try {
        const out = await variant(path, bytes, w, h);
        return reply.type(MIME_BY_EXT[ext]!).send(out);
      } catch {
        // A picture sharp cannot read is served as it is.
      }
    }
    if (!ext.match(/^(jpg|png|gif|webp|bmp)$/)) reply.header('content-disposition', 'attachment');
    return reply.type(MIME_BY_EXT[ext] ?? 'application/octet-stream').send(bytes);
  });
}
