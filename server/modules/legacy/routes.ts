import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, type Protocol } from '../../http/protocol';
import { matchLegacy, type LegacyTarget } from './match';
import { importConfigGetInputSchema, importConfigSaveInputSchema } from './schemas';
import type { LegacyService } from './service';
import type { SiteByHost } from '../../core/site-by-host';

/** importConfig (public, spec §7 /api-auth/app/) and its admin save call. */
export function registerLegacyRoutes(api: Protocol, legacy: LegacyService): void {
  api.post('/api-auth/app/importConfig', { input: importConfigGetInputSchema }, (input, ctx) => legacy.config(ctx.tenant, input.kind));
  api.post('/api-admin/app/importConfig/save', { input: importConfigSaveInputSchema, auth: 'operator' }, (input, ctx) =>
    legacy.save(ctx.tenant, input),
  );
}

/**
 * Answers old-site (74cms) addresses with a 301 before any route or the SPA
 * fallback sees them. Detail pages look the old id up in the tenant's mapping;
 * a miss goes to the family's list page, also 301.
 */
export function installLegacyRedirects(app: FastifyInstance, deps: { legacy: LegacyService; siteOf: SiteByHost }): void {
  async function redirect(req: FastifyRequest, reply: FastifyReply, target: LegacyTarget): Promise<void> {
    let location = target.type === 'fixed' ? target.location : target.fallback;
    if (target.type === 'lookup') {
      const site = await deps.siteOf(req);
      const id = site ? await deps.legacy.lookup(site.tenant, target.kind, target.key) : null;
      if (id !== null) location = `${target.route}${id}`;
    }
    reply.code(301).header('location', location).header('cache-control', 'public, max-age=3600').send();
  }
  // Every request passes this hook, so it is a plain callback: an async one costs each API call a promise and a turn.
  app.addHook('onRequest', (req, reply, done) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.url)) return done();
    const target = matchLegacy(req.url);
    if (!target) return done();
    // The redirect answers the request itself; done is called only with an error, which Fastify then answers.
    redirect(req, reply, target).catch(done);
  });
}
