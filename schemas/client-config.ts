import { z } from 'zod';

/** Client configuration named by spec §1. */
export const APP_ROLES = [0, 1, 3] as const;
export const DEFAULT_ROLE = 0;
export const TERMINAL_TYPE = 41;
export const PRODUCT_TYPE = 1;
export const APP_VERSION = '1.2.0';

/** Role numbers as the server sends them. */
export const ROLE_SEEKER = 0;
export const ROLE_RECRUITER = 1;
export const ROLE_COMPANY = 3;

export function isAllowedRole(role: unknown): role is (typeof APP_ROLES)[number] {
  return typeof role === 'number' && (APP_ROLES as readonly number[]).includes(role);
}

/** Agent environment config (spec §3): one entry per site key. */
export const agentSiteSchema = z.object({
  /** The site key the client config is indexed by. */
  key: z.string(),
  /** Sent as the agent-key header. */
  agentKey: z.string(),
  /** Agent account id, sent inside the system-payload. */
  aaid: z.string(),
  /** Agent client id, sent inside the system-payload. */
  acid: z.string(),
  /** Host names of the site this entry serves (matched against location.hostname). */
  hosts: z.array(z.string()),
  /** Site URL (for links and sharing). */
  url: z.string(),
  /** API base URL; empty means the page's own origin. */
  apiUrl: z.string(),
  /** Base URL of calls flagged as SaaS calls (WeChat gateway). */
  saasUrl: z.string(),
});
export type AgentSite = z.infer<typeof agentSiteSchema>;

/**
 * The seven site keys of spec §1. Hosts are matched on the page's host name, so
 * the same build serves any port. `demo` is the default.
 */
export const AGENT_SITES: readonly AgentSite[] = [
  { key: 'demo', agentKey: 'demo', aaid: '10001', acid: '20001', hosts: ['127.0.0.1', 'localhost', 'demo.localhost'], url: 'http://demo.localhost', apiUrl: '', saasUrl: '' },
  { key: 'demo2', agentKey: 'demo2', aaid: '10002', acid: '20002', hosts: ['demo2.localhost'], url: 'http://demo2.localhost', apiUrl: '', saasUrl: '' },
  { key: 'hz', agentKey: 'hz', aaid: '10003', acid: '20003', hosts: ['hz.localhost'], url: 'http://hz.localhost', apiUrl: '', saasUrl: '' },
  { key: 'sz', agentKey: 'sz', aaid: '10004', acid: '20004', hosts: ['sz.localhost'], url: 'http://sz.localhost', apiUrl: '', saasUrl: '' },
  { key: 'cd', agentKey: 'cd', aaid: '10005', acid: '20005', hosts: ['cd.localhost'], url: 'http://cd.localhost', apiUrl: '', saasUrl: '' },
  { key: 'wh', agentKey: 'wh', aaid: '10006', acid: '20006', hosts: ['wh.localhost'], url: 'http://wh.localhost', apiUrl: '', saasUrl: '' },
  { key: 'xa', agentKey: 'xa', aaid: '10007', acid: '20007', hosts: ['xa.localhost'], url: 'http://xa.localhost', apiUrl: '', saasUrl: '' },
];
export const DEFAULT_SITE_KEY = 'demo';

/** Picks the site whose hosts include `hostname`, else the default one. */
export function pickAgentSite(hostname: string, sites: readonly AgentSite[] = AGENT_SITES): AgentSite {
  const host = hostname.toLowerCase();
  const hit = sites.find((s) => s.hosts.includes(host));
  const fallback = sites.find((s) => s.key === DEFAULT_SITE_KEY);
  if (hit) return hit;
  if (!fallback) throw new Error(`AGENT_SITES has no default site "${DEFAULT_SITE_KEY}"`);
  return fallback;
}
