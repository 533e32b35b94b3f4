import type { PreparedAnswer } from '../../http/prepared';
import { prepared } from '../../http/prepared';
import type { Protocol } from '../../http/protocol';
import {
  designGetInputSchema,
  designPageGetInputSchema,
  designTooltipGetInputSchema,
  seoGetInputSchema,
  serviceGetInputSchema,
  settingGetInputSchema,
} from './schemas';
import type { DesignService } from './service';

/** Public design calls of /api-auth/app/ (spec §7): anonymous allowed, cached by updatedAt on the client. */
export function registerDesignRoutes(api: Protocol, design: DesignService): void {
  // A whole setting or page the service keeps for every reader of the tenant is encoded and
  // compressed once (prepared); other answers (unchanged, previews, reads not kept) per call.
  const shared = <T extends object>(answer: T): T | PreparedAnswer => (design.isShared(answer) ? prepared(answer) : answer);
  // Their inputs are pure and only read (memoInput): every page load of every user makes these two calls.
  api.post('/api-auth/app/settingGet', { input: settingGetInputSchema, memoInput: true }, async (input, ctx) => shared(await design.settingGet(ctx, input)));
  api.post('/api-auth/app/designGet', { input: designGetInputSchema }, (input, ctx) => design.designGet(ctx, input));
  api.post('/api-auth/app/designPageGet', { input: designPageGetInputSchema, memoInput: true }, async (input, ctx) => shared(await design.pageGet(ctx, input)));
  api.post('/api-auth/app/designTooltipGet', { input: designTooltipGetInputSchema }, (input, ctx) => design.tooltipGet(ctx, input));
  api.post('/api-auth/app/serviceGet', { input: serviceGetInputSchema }, (_input, ctx) => design.serviceGet(ctx));
  api.post('/api-auth/app/seoGet', { input: seoGetInputSchema }, (input, ctx) => design.seoGet(ctx, input));
}
