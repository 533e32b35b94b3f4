import { AGENT_SITES, APP_VERSION, PRODUCT_TYPE, TERMINAL_TYPE } from '../../../schemas/client-config';
import { createEncryptor } from '../../../src/runtime/api/rsa';

/** Calls the real server as a client would (agent key, encrypted system-payload), for steps a test takes outside the browser. */
export async function protocolClient(base: string, agentKey = 'demo') {
  const site = AGENT_SITES.find((s) => s.agentKey === agentKey)!;
  const key = (await (await fetch(`${base}/api-auth/rsa/keyGet`, { method: 'POST', headers: { 'content-type': 'application/json', 'agent-key': agentKey }, body: '{}' })).json()) as { data: { publicKey: string } };
  const encrypt = await createEncryptor(key.data.publicKey);
  let token = '';
  async function call<T = any>(path: string, body: unknown = {}, opts: { encrypt?: boolean } = {}): Promise<T> {
    const payload = await encrypt(JSON.stringify({ time: Date.now(), aaid: site.aaid, acid: site.acid, productType: PRODUCT_TYPE, terminalType: TERMINAL_TYPE, version: APP_VERSION }));
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'agent-key': agentKey, 'system-payload': payload, ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(opts.encrypt ? { ciphertext: await encrypt(JSON.stringify(body)) } : body),
    });
    const env = (await res.json()) as { code: number; msg: string; data: T };
    if (env.code !== 200) throw new Error(`${path}: ${env.code} ${env.msg}`);
    return env.data;
  }
  return {
    call,
    async loginOperator(account = 'admin', password = 'demo1234') {
      token = (await call<{ access_token: string }>('/api-admin/auth/login', { account, password }, { encrypt: true })).access_token;
    },
    /** Logs a user in by SMS code (the first login creates the account); later calls carry the token. */
    async loginByCode(mobile: string, code: string) {
      token = (await call<{ access_token: string }>('/api-auth/user/loginByCode', { mobile, code }, { encrypt: true })).access_token;
      return token;
    },
    /** Logs a user in (later calls carry the token); answers the access token. */
    async loginUser(account: string, password = 'demo1234') {
      token = (await call<{ access_token: string }>('/api-auth/user/login', { account, password }, { encrypt: true })).access_token;
      return token;
    },
  };
}
