import type { RevisionListItem } from '../../../schemas/studio';
import { request } from '../api';

/** The admin calls the page editor makes (server/modules/admin/routes.ts), typed as the server answers them. */

export interface PageAnswer {
  page: string;
  route: string;
  revisionId: number | null;
  status: 'draft' | 'published' | 'archived' | 'default';
  published: boolean;
  note: string;
  createdBy: number | null;
  createdAt: string | null;
  valid: boolean;
  body: unknown;
}

/** One entry of design/page/revisions, as schemas/studio.ts declares it for both sides. */
export type RevisionItem = RevisionListItem;

export interface PageListItem {
  key: string;
  route: string;
  title: string;
  diy: boolean;
}

/** CODE_CONFLICT: the page has a newer revision than the one the draft started from. */
export const CODE_PAGE_CONFLICT = 409;

export const editorApi = {
  get: (page: string, revisionId?: number) => request<PageAnswer>('/api-admin/app/design/page/get', { page, ...(revisionId === undefined ? {} : { revisionId }) }),
  save: (page: string, body: unknown, baseRevisionId: number | null, note?: string) =>
    request<{ page: string; revisionId: number; createdAt: string }>('/api-admin/app/design/page/save', { page, body, baseRevisionId, ...(note ? { note } : {}) }),
  revisions: (page: string) => request<{ list: RevisionItem[] }>('/api-admin/app/design/page/revisions', { page }),
  publish: (page: string, revisionId: number) => request<{ page: string; revisionId: number; updatedAt: string }>('/api-admin/app/design/page/publish', { page, revisionId }),
  rollback: (page: string, revisionId: number) => request<{ page: string; revisionId: number; updatedAt: string }>('/api-admin/app/design/page/rollback', { page, revisionId }),
  link: (page: string, revisionId: number) => request<{ url: string; token: string; expiresAt: string }>('/api-admin/app/design/page/link', { page, revisionId }),
  pages: () => request<{ list: PageListItem[] }>('/api-admin/app/pagesGet', {}),
};
