import type { FastifyInstance } from 'fastify';
import { mapConfigInputSchema, mapProviderSaveInputSchema, mapStaticInputSchema } from '../../../schemas/map';
import { CODE_BAD_REQUEST, CODE_NOT_FOUND, CODE_SERVICE_UNAVAILABLE, MAP_STATIC_MAX_AGE_S, MAP_STATIC_PREFIX } from '../../constants';
import type { Site } from '../../core/agents';
import { ApiError } from '../../http/errors';
import type { Protocol } from '../../http/protocol';
import type { MapService } from './service';
import { z } from 'zod';

/** Map providers (issue 19): the client's encrypted mapConfig, the operator's setting, static pictures for cards. */
export function registerMapRoutes(api: Protocol, map: MapService): void {
  api.post('/api-user/providers/mapConfig', { input: mapConfigInputSchema, encrypted: true }, (_input, ctx) => map.config(ctx));
  api.post('/api-user/tools/mapStaticImage', { input: mapStaticInputSchema }, (input, ctx) => map.staticUrl(ctx, input));
  api.post('/api-admin/map/providerGet', { input: z.object({}), auth: 'operator' }, (_input, ctx) => map.providerGet(ctx));
  api.post('/api-admin/map/providerSave', { input: mapProviderSaveInputSchema, auth: 'operator' }, (input, ctx) => map.providerSave(ctx, input));
}

/**
 * GET /map-static/<agent key>.png?lat&lng&zoom&width&height: the picture itself, for an <img>
 * (which sends no agent header, so the key is in the path; agent keys are public).
 */
export function registerMapStaticRoute(app: FastifyInstance, map: MapService, siteOf: (agentKey: string) => Promise<Site | null>): void {
  app.get<{ Params: { file: string } }>(`${MAP_STATIC_PREFIX}:file`, async (req, reply) => {
    const m = /^([A-Za-z0-9_-]{1,64})\.png$/.exec(req.params.file);
    const site = m ? await siteOf(m[1]!) : null;
    if (!site) return reply.status(404).send({ code: CODE_NOT_FOUND, msg: '站点不存在' });
    const input = mapStaticInputSchema.safeParse(req.query);
    if (!input.success) return reply.status(400).send({ code: CODE_BAD_REQUEST, msg: input.error.issues[0]?.message ?? '参数无效' });
    try {
      const png = await map.staticImage(site, input.data);
      return reply.header('cache-control', `public, max-age=${MAP_STATIC_MAX_AGE_S}`).header('x-content-type-options', 'nosniff').type('image/png').send(png);
    } catch (e) {
      if (e instanceof ApiError) return reply.status(e.code === CODE_SERVICE_UNAVAILABLE ? 503 : e.httpStatus).send({ code: e.code, msg: e.message });
      throw e;
    }
  });
}
