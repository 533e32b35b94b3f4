import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from './paging';

/**
 * Calls the operator studio (/admin) adds to the admin side: the page list with
 * status, creating, duplicating and deleting /public/diy pages, and the audit
 * log of publishes and rollbacks. Both the server (validation) and the studio
 * (parsing answers) use these.
 */

/** The key of a new /public/diy page (it becomes `?page=<key>` in its address). */
export const diyPageKeySchema = z
  .string({ message: '请填写页面标识' })
  .trim()
  .min(2, '页面标识至少 2 个字符')
  .max(40, '页面标识最多 40 个字符')
  .regex(/^[a-z][a-z0-9-]*$/, '页面标识以小写字母开头，只能包含小写字母、数字和横线');

/** The title of a page as operators and users see it. */
export const pageTitleSchema = z.string({ message: '请填写页面标题' }).trim().min(1, '请填写页面标题').max(30, '页面标题最多 30 个字');

/** Input of /api-admin/app/design/page/list. */
export const studioPageListInputSchema = z.object({
  /** Matches the key or the title (case-insensitive); empty for every page. */
  keyword: z.string().trim().max(40, '搜索词最多 40 个字').optional(),
});

/** One design page of the tenant with its publishing state. */
export const studioPageItemSchema = z.object({
  /** The page key. */
  page: z.string(),
  title: z.string(),
  /** The address users open it at. */
  route: z.string(),
  /** 'route': a screen of the app (cannot be deleted); 'diy': a /public/diy page. */
  kind: z.enum(['route', 'diy']),
  /** True for pages the app ships (route pages and the built-in diy pages): they cannot be deleted. */
  builtIn: z.boolean(),
  /** The revision users see; null while only the built-in default (or nothing) is served. */
  publishedRevisionId: z.number().int().nullable(),
  /** ISO time of the last publish or rollback; null when never published. */
  publishedAt: z.string().nullable(),
  /** The newest revision of any status; null when the page has none. */
  newestRevisionId: z.number().int().nullable(),
  /** True when a draft newer than the published revision waits to be published. */
  draftAhead: z.boolean(),
  /** Name of the operator who saved the newest revision; null for seeded ones. */
  lastEditorName: z.string().nullable(),
  /** ISO time of the newest revision. */
  lastEditedAt: z.string().nullable(),
});
export type StudioPageItem = z.infer<typeof studioPageItemSchema>;
export const studioPageListSchema = z.object({ list: z.array(studioPageItemSchema) });

/** Input of /api-admin/app/design/page/create: a new, empty /public/diy page (a draft). */
export const studioPageCreateInputSchema = z.object({ page: diyPageKeySchema, title: pageTitleSchema });

/** Input of /api-admin/app/design/page/duplicate: a new diy page whose first draft copies `from`'s newest revision. */
export const studioPageDuplicateInputSchema = z.object({
  /** The page copied (any page, route pages too). */
  from: z.string().trim().min(1, '请指定要复制的页面').max(64),
  page: diyPageKeySchema,
  title: pageTitleSchema,
});

/** Input of /api-admin/app/design/page/delete: a diy page the operators added (not a built-in page). */
export const studioPageDeleteInputSchema = z.object({ page: z.string().trim().min(1, '请指定页面').max(64) });

/** Answer of create and duplicate. */
export const studioPageCreatedSchema = z.object({ page: z.string(), revisionId: z.number().int(), route: z.string() });

/** What an audit entry records. */
export const AUDIT_ACTIONS = ['publish', 'rollback', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = { publish: '发布', rollback: '回滚', delete: '删除页面' };

/** Input of /api-admin/app/audit/find: newest first, paged. */
export const auditFindInputSchema = pageQuerySchema.extend({
  /** Only entries of this page key. */
  pageKey: z.string().trim().max(64).optional(),
  action: z.enum(AUDIT_ACTIONS, { message: '操作类型无效' }).optional(),
});

/** One audit entry: who did what to which page and revision, when. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  page: z.string(),
  /** The revision published or rolled back to; null for a delete. */
  revisionId: z.number().int().nullable(),
  /** The revision users saw before; null when it was the built-in default. */
  previousRevisionId: z.number().int().nullable(),
  operatorId: z.number().int().nullable(),
  /** The operator's name at the time. */
  operatorName: z.string(),
  /** ISO time. */
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditFindResultSchema = pageResultSchema(auditEntrySchema);

/** One entry of design/page/revisions (newest first, at most DESIGN_REVISIONS_LIST_MAX). */
export interface RevisionListItem {
  revisionId: number;
  /** draft, published (the one users see) or archived (published before). */
  status: 'draft' | 'published' | 'archived';
  /** True for the revision users see now. */
  published: boolean;
  note: string;
  /** Operator id of the author; null for seeded revisions. */
  createdBy: number | null;
  /** The author's name; null when unknown. */
  createdByName: string | null;
  /** ISO time of the save. */
  createdAt: string;
}
