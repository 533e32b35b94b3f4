import type { Db } from '../db/db';
import type { TenantScope } from '../db/tenant';

/** An agent (tenant) as the protocol needs it. Agents are global rows. */
export interface Agent {
  id: number;
  agentKey: string;
  aaid: string;
  acid: string;
  name: string;
  siteUrl: string;
  apiUrl: string;
  saasUrl: string;
  active: boolean;
  rsaKeyId: string;
  rsaPublicKey: string;
  rsaPrivateKey: string;
}

/** The tenant a call runs for: its scope and its agent row. */
export interface Site {
  tenant: TenantScope;
  agent: Agent;
}

interface AgentRow {
  id: number;
  agent_key: string;
  aaid: string;
  acid: string;
  name: string;
  site_url: string;
  api_url: string;
  saas_url: string;
  status: number;
  rsa_key_id: string;
  rsa_public_key: string;
  rsa_private_key: string;
}

const toAgent = (r: AgentRow): Agent => ({
  id: r.id,
  agentKey: r.agent_key,
  aaid: r.aaid,
  acid: r.acid,
  name: r.name,
  siteUrl: r.site_url,
  apiUrl: r.api_url,
  saasUrl: r.saas_url,
  active: r.status === 1,
  rsaKeyId: r.rsa_key_id,
  rsaPublicKey: r.rsa_public_key,
  rsaPrivateKey: r.rsa_private_key,
});

export function createAgentRepo(db: Db) {
  return {
    async findByKey(agentKey: string): Promise<Agent | null> {
      const [row] = await db.query<AgentRow>('SELECT * FROM agents WHERE agent_key = $1', [agentKey]);
      return row ? toAgent(row) : null;
    },
    async list(): Promise<Agent[]> {
      return (await db.query<AgentRow>('SELECT * FROM agents ORDER BY id')).map(toAgent);
    },
  };
}
export type AgentRepo = ReturnType<typeof createAgentRepo>;
