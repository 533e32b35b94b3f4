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
  api.post('/api-auth/app/settingGet', { input: settingGetInputSchema }, (input, ctx) => design.settingGet(ctx, input));
  api.post('/api-auth/app/designGet', { input: designGetInputSchema }, (input, ctx) => design.designGet(ctx, input));
  api.post('/api-auth/app/designPageGet', { input: designPageGetInputSchema }, (input, ctx) => design.pageGet(ctx, input));
  api.post('/api-auth/app/designTooltipGet', { input: designTooltipGetInputSchema }, (input, ctx) => design.tooltipGet(ctx, input));
  api.post('/api-auth/app/serviceGet', { input: serviceGetInputSchema }, (_input, ctx) => design.serviceGet(ctx));
  api.post('/api-auth/app/seoGet', { input: seoGetInputSchema }, (input, ctx) => design.seoGet(ctx, input));
}
