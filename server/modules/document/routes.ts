import { z } from 'zod';
import { CODE_NOT_FOUND } from '../../constants';
import { ApiError } from '../../http/errors';
import type { Protocol, RequestContext } from '../../http/protocol';
import type { AppService } from '../app/service';
import type { ContentService } from '../content/service';
import { DEFAULT_DOCUMENT_KEYS, defaultDocument } from './defaults';
import { documentRepo } from './repo';

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

/** The tenant's documents (user agreement, privacy policy, …) by key; built-in texts where none is published. */
export function registerDocumentRoutes(api: Protocol, { app, content }: { app: AppService; content: Pick<ContentService, 'stripScripts'> }): void {
  async function read(ctx: RequestContext, keys: readonly string[]): Promise<DocumentAnswer[]> {
    return ctx.tenant.run(async (q) => {
      const rows = await documentRepo(q, ctx.tenant.tenantId).byKeys(keys);
      const appName = await app.appName(q, ctx.tenant.tenantId, ctx.agent.name);
      const out: DocumentAnswer[] = [];
      for (const key of keys) {
        const row = rows.find((r) => r.key === key);
        if (row) out.push({ key, title: row.title, content: content.stripScripts(row.content), updatedAt: row.updated_at.toISOString() });
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
