import { z } from 'zod';
import { CODE_NOT_FOUND } from '../../constants';
import { ApiError } from '../../http/errors';
import type { Protocol, RequestContext } from '../../http/protocol';
import { settingRepo } from '../app/repo';
import { stripScripts } from '../content/service';
import { DEFAULT_DOCUMENT_KEYS, defaultDocument } from './defaults';

/** A document key: lower-case letters, digits and dashes. */
const documentKeySchema = z.string({ error: '文档标识无效' }).regex(/^[a-z][a-z0-9-]{0,39}$/, '文档标识无效');
export const documentGetInputSchema = z.object({ key: documentKeySchema });
export const documentFindInputSchema = z.object({ keys: z.array(documentKeySchema).min(1, '请指定文档').max(20, '一次最多读取20个文档').optional() });

export interface DocumentAnswer {
  key: string;
  title: string;
  content: string;
  updatedAt: string | null;
}

interface DocumentRow {
  key: string;
  title: string;
  content: string;
  updated_at: Date;
}

/** The tenant's documents (user agreement, privacy policy, …) by key; built-in texts where none is published. */
export function registerDocumentRoutes(api: Protocol): void {
  async function read(ctx: RequestContext, keys: readonly string[]): Promise<DocumentAnswer[]> {
    return ctx.tenant.run(async (q) => {
      const rows = await q.query<DocumentRow>('SELECT key, title, content, updated_at FROM documents WHERE tenant_id = $1 AND key = ANY($2::text[])', [
        ctx.tenant.tenantId,
        keys,
      ]);
      const setting = await settingRepo(q, ctx.tenant.tenantId).get();
      const appName = typeof setting?.data.appName === 'string' ? setting.data.appName : ctx.agent.name;
      const out: DocumentAnswer[] = [];
      for (const key of keys) {
        const row = rows.find((r) => r.key === key);
        if (row) out.push({ key, title: row.title, content: stripScripts(row.content), updatedAt: row.updated_at.toISOString() });
        else {
          const d = defaultDocument(key, appName);
          if (d) out.push({ key, ...d, updatedAt: null });
        }
      }
      return out;
    });
  }

  api.post('/api-user/common/document/get', { input: documentGetInputSchema }, async (input, ctx) => {
    const [doc] = await read(ctx, [input.key]);
    if (!doc) throw new ApiError(CODE_NOT_FOUND, '文档不存在', 404);
    return doc;
  });

  api.post('/api-user/common/document/find', { input: documentFindInputSchema }, async (input, ctx) => ({
    list: await read(ctx, input.keys ?? DEFAULT_DOCUMENT_KEYS),
  }));
}
