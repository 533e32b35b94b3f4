import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { AI_RETOUCH_PER_USER_DAY } from '../../../constants';
import { startFakeAiServer } from '../fake-server';
import { createOpenAiCompatibleProvider } from '../index';

let fake: Awaited<ReturnType<typeof startFakeAiServer>>;
let s: TestServer;
beforeAll(async () => {
  fake = await startFakeAiServer({ apiKey: 'sk-test', pieceChars: 3, pauseMs: 20, answer: (b) => `【${b.messages.at(-1)!.content}】我热爱前端开发，善于沟通。` });
  s = await startTestServer({ listen: true, ai: createOpenAiCompatibleProvider({ baseUrl: fake.url, apiKey: 'sk-test', model: 'test-model', timeoutMs: 10_000 }) });
});
afterAll(async () => {
  await s.close();
  await fake.close();
});

/** Posts like the client and reads the answer line by line as it arrives, noting when each came. */
async function retouch(token: string, body: unknown) {
  const headers = { 'content-type': 'application/json', 'agent-key': 'demo', 'system-payload': await s.payloadHeader(), authorization: token };
  const res = await fetch(`${s.url}/api-user/tools/aiRetouch`, { method: 'POST', headers, body: JSON.stringify(body) });
  const lines: { at: number; value: Record<string, unknown> }[] = [];
  const decoder = new TextDecoder();
  let buf = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buf += decoder.decode(chunk, { stream: true });
    let nl: number;
    while ((nl = buf.indexOf('\n')) >= 0) {
      lines.push({ at: Date.now(), value: JSON.parse(buf.slice(0, nl)) as Record<string, unknown> });
      buf = buf.slice(nl + 1);
    }
  }
  // A refusal before the stream is a plain envelope without a line end.
  if (buf.trim()) lines.push({ at: Date.now(), value: JSON.parse(buf) as Record<string, unknown> });
  return { status: res.status, type: res.headers.get('content-type') ?? '', lines };
}

describe('AI retouch', () => {
  it('streams the answer piece by piece, then the whole text in the envelope', async () => {
    const token = await s.login('13800000001', 'demo1234');
    const r = await retouch(token, { text: '我会写代码', mode: 'polish', scene: 'intro' });
    expect(r.status).toBe(200);
    expect(r.type).toContain('application/x-ndjson');
    const deltas = r.lines.filter((l) => 'delta' in l.value);
    expect(deltas.length).toBeGreaterThan(5);
    // Pieces arrive over time, not in one block at the end.
    expect(deltas.at(-1)!.at - deltas[0]!.at).toBeGreaterThan(50);
    const last = r.lines.at(-1)!.value;
    expect(last).toMatchObject({ code: 200, data: { text: '【我会写代码】我热爱前端开发，善于沟通。' } });
    expect(deltas.map((d) => d.value.delta).join('')).toBe((last.data as { text: string }).text);
    // The model was asked as configured, with the instruction of the mode and scene.
    const asked = fake.requests.at(-1)!;
    expect(asked).toMatchObject({ model: 'test-model', stream: true });
    expect(asked.messages[0]!.content).toContain('自我介绍');
    expect(asked.messages[0]!.content).toContain('润色');
  });

  it('needs a login and readable input', async () => {
    expect((await s.call('/api-user/tools/aiRetouch', { text: 'x', mode: 'polish' })).status).toBe(401);
    const token = await s.login('13800000001', 'demo1234');
    expect((await s.call('/api-user/tools/aiRetouch', { text: '   ', mode: 'polish' }, { token })).body).toMatchObject({ code: 400, msg: '请先输入文字' });
    expect((await s.call('/api-user/tools/aiRetouch', { text: 'x', mode: 'rap' }, { token })).body).toMatchObject({ code: 400, msg: '润色方式无效' });
  });

  it(`stops at ${AI_RETOUCH_PER_USER_DAY} a day per user, also when asked in parallel`, async () => {
    const api = s;
    const token = await api.login('13800000002', 'demo1234');
    const all = await Promise.all(Array.from({ length: AI_RETOUCH_PER_USER_DAY + 5 }, () => retouch(token, { text: '负责招聘', mode: 'shorten', scene: 'job' })));
    const ok = all.filter((r) => r.status === 200);
    const refused = all.filter((r) => r.status === 429);
    expect(ok).toHaveLength(AI_RETOUCH_PER_USER_DAY);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.lines[0]!.value).toMatchObject({ code: 429, msg: `今日 AI 润色次数已用完（每天 ${AI_RETOUCH_PER_USER_DAY} 次），请明天再试` });
    // The next day the budget is new.
    api.clock.advance(86_400_000);
    expect((await retouch(token, { text: '负责招聘', mode: 'formal', scene: 'job' })).status).toBe(200);
  });

  it('answers 未开通 when no AI service is configured, and 暂时不可用 when it fails', async () => {
    const bare = await startTestServer();
    const wrongKey = await startTestServer({ listen: true, ai: createOpenAiCompatibleProvider({ baseUrl: fake.url, apiKey: 'sk-wrong', model: 'm', timeoutMs: 5000 }) });
    try {
      const t1 = await bare.login('13800000001', 'demo1234');
      expect((await bare.call('/api-user/tools/aiRetouch', { text: '我会写代码', mode: 'polish' }, { token: t1 })).body).toMatchObject({ code: 503, msg: 'AI 润色服务未开通' });
      expect((await bare.call('/api-user/tools/aiConfig', {})).body.data).toMatchObject({ enabled: false });
      const t2 = await wrongKey.login('13800000001', 'demo1234');
      const res = await fetch(`${wrongKey.url}/api-user/tools/aiRetouch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'agent-key': 'demo', 'system-payload': await wrongKey.payloadHeader(), authorization: t2 },
        body: JSON.stringify({ text: '我会写代码', mode: 'polish' }),
      });
      const lines = (await res.text()).trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(lines.at(-1)).toMatchObject({ code: 503, msg: 'AI 服务暂时不可用，请稍后再试' });
    } finally {
      await bare.close();
      await wrongKey.close();
    }
  });
});
