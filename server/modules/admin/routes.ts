import { PRODUCT_TYPES, TERMINAL_TYPES } from '../../../schemas/app';
import { z } from 'zod';
import { loginInputSchema } from '../../../schemas/auth';
import type { Protocol } from '../../http/protocol';
import {
  auditFindInputSchema,
  studioPageCreateInputSchema,
  studioPageDeleteInputSchema,
  studioPageDuplicateInputSchema,
  studioPageListInputSchema,
} from '../../../schemas/studio';
import {
  configSaveInputSchema,
  designSaveInputSchema,
  floatTooltipInputSchema,
  footerInputSchema,
  pageGetInputSchema,
  pageLinkInputSchema,
  pageRevisionInputSchema,
  pageRevisionsInputSchema,
  pageSaveInputSchema,
  previewInputSchema,
  settingUpdateInputSchema,
  tabbarSaveInputSchema,
  themeInputSchema,
} from '../design/schemas';
import type { DesignService } from '../design/service';
import type { OperatorService } from './service';

/**
 * Product and terminal names, as /api-auth/app/config answers them.
 * Kept equal to server/modules/app/routes.ts (which does not export them yet).
 */

const none = z.object({});
const operator = 'operator' as const;

export interface AdminDeps {
  operators: OperatorService;
  design: DesignService;
}

/** The operator side, /api-admin/ (spec §7 admin calls): every call but login needs an operator token. */
export function registerAdminRoutes(api: Protocol, { operators, design }: AdminDeps): void {
  api.post('/api-admin/auth/login', { input: loginInputSchema, auth: 'none', encrypted: true }, (input, ctx) =>
    operators.login(ctx.tenant, input, ctx.ip),
  );
  /** The operator of the token: the studio checks a restored session with it. */
  api.post('/api-admin/auth/me', { input: none, auth: operator }, (_input, ctx) => operators.me(ctx.tenant, ctx.operator.id));
  api.post('/api-admin/auth/logout', { input: none, auth: operator }, async (_input, ctx) => {
    await operators.logout(ctx.tenant, ctx.operator.tokenHash);
    return null;
  });

  // ---------------------------------------------------------------- app setting
  api.post('/api-admin/app/config/get', { input: none, auth: operator }, (_input, ctx) => design.getSetting(ctx));
  api.post('/api-admin/app/config/save', { input: configSaveInputSchema, auth: operator }, (input, ctx) => design.saveConfig(ctx, input));
  api.post('/api-admin/app/settingGet', { input: none, auth: operator }, (_input, ctx) => design.getSetting(ctx));
  api.post('/api-admin/app/settingUpdate', { input: settingUpdateInputSchema, auth: operator }, (input, ctx) => design.updateSetting(ctx, input));
  api.post('/api-admin/app/product/get', { input: none, auth: operator }, async () => ({ productTypes: PRODUCT_TYPES, terminalTypes: TERMINAL_TYPES }));
  api.post('/api-admin/app/tabs', { input: none, auth: operator }, (_input, ctx) => design.tabs(ctx));
  api.post('/api-admin/app/tabbar', { input: tabbarSaveInputSchema, auth: operator }, (input, ctx) => design.saveTabbar(ctx, input.role, input.opt));
  /** Without pageStyle it reads, with one it saves. */
  api.post('/api-admin/app/theme', { input: themeInputSchema, auth: operator }, (input, ctx) => design.theme(ctx, input.pageStyle));

  // ---------------------------------------------------------------- global design
  api.post('/api-admin/app/design/get', { input: none, auth: operator }, (_input, ctx) => design.getDesign(ctx));
  api.post('/api-admin/app/design/save', { input: designSaveInputSchema, auth: operator }, (input, ctx) => design.saveDesign(ctx, input));
  /** Without footer it reads, with one it saves. */
  api.post('/api-admin/app/design/footer', { input: footerInputSchema, auth: operator }, (input, ctx) => design.footer(ctx, input.footer));
  /** Without tooltip it reads, with one it saves. */
  api.post('/api-admin/app/floatTooltip', { input: floatTooltipInputSchema, auth: operator }, (input, ctx) => design.tooltip(ctx, input.tooltip));

  // ---------------------------------------------------------------- design pages
  api.post('/api-admin/app/pagesGet', { input: none, auth: operator }, (_input, ctx) => design.pagesGet(ctx));
  api.post('/api-admin/app/design/page/find', { input: none, auth: operator }, (_input, ctx) => design.pageFind(ctx));
  api.post('/api-admin/app/design/page/get', { input: pageGetInputSchema, auth: operator }, (input, ctx) => design.pageAdminGet(ctx, input));
  api.post('/api-admin/app/design/page/save', { input: pageSaveInputSchema, auth: operator }, (input, ctx) =>
    design.pageSave(ctx, ctx.operator.id, input),
  );
  /** A page's revisions, newest first, with author names (the editor's history). */
  api.post('/api-admin/app/design/page/revisions', { input: pageRevisionsInputSchema, auth: operator }, (input, ctx) => design.pageRevisions(ctx, input.page));
  api.post('/api-admin/app/design/page/publish', { input: pageRevisionInputSchema, auth: operator }, (input, ctx) =>
    design.pagePublish(ctx, input.page, input.revisionId, ctx.operator.id),
  );
  api.post('/api-admin/app/design/page/rollback', { input: pageRevisionInputSchema, auth: operator }, (input, ctx) =>
    design.pageRollback(ctx, input.page, input.revisionId, ctx.operator.id),
  );
  // The studio's page list and its diy pages (schemas/studio.ts).
  api.post('/api-admin/app/design/page/list', { input: studioPageListInputSchema, auth: operator }, (input, ctx) => design.pageList(ctx, input.keyword));
  api.post('/api-admin/app/design/page/create', { input: studioPageCreateInputSchema, auth: operator }, (input, ctx) => design.pageCreate(ctx, ctx.operator.id, input));
  api.post('/api-admin/app/design/page/duplicate', { input: studioPageDuplicateInputSchema, auth: operator }, (input, ctx) =>
    design.pageCreate(ctx, ctx.operator.id, input),
  );
  api.post('/api-admin/app/design/page/delete', { input: studioPageDeleteInputSchema, auth: operator }, (input, ctx) => design.pageDelete(ctx, ctx.operator.id, input.page));
  /** Publishes, rollbacks and deletes of design pages, newest first. */
  api.post('/api-admin/app/audit/find', { input: auditFindInputSchema, auth: operator }, (input, ctx) => design.auditFind(ctx, input));
  api.post('/api-admin/app/design/page/link', { input: pageLinkInputSchema, auth: operator }, (input, ctx) => design.pageLink(ctx, input));
  api.post('/api-admin/app/design/page/preview', { input: previewInputSchema, auth: operator }, (input, ctx) => design.pagePreview(ctx, input.token));
}
