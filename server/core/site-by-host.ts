import type { FastifyRequest } from 'fastify';
import { pickAgentSite } from '../../schemas/client-config';
import { AGENT_CACHE_TTL_MS } from '../constants';
import type { Db } from '../db/db';
import { createTenantScope } from '../db/tenant';
import type { Agent, AgentRepo, Site } from './agents';

/**
 * The tenant of a page request. Pages carry no agent-key header: the site is
 * the one whose hosts include the request's host name (AGENT_SITES, the same
 * table the client picks its agent key from), else the default site.
 */
export function createSiteByHost(deps: { db: Db; appRole: string | null; agents: AgentRepo; now: () => number }) {
  const byKey = new Map<string, { agent: Agent | null; until: number }>();
  return async function siteOf(req: FastifyRequest): Promise<Site | null> {
    const { agentKey } = pickAgentSite(req.hostname);
    const t = deps.now();
    let hit = byKey.get(agentKey);
    if (!hit || hit.until < t) {
      hit = { agent: await deps.agents.findByKey(agentKey), until: t + AGENT_CACHE_TTL_MS };
      byKey.set(agentKey, hit);
    }
    const agent = hit.agent;
    if (!agent || !agent.active) return null;
    return { agent, tenant: createTenantScope(deps.db, agent.id, deps.appRole) };
  };
}
export type SiteByHost = ReturnType<typeof createSiteByHost>;
