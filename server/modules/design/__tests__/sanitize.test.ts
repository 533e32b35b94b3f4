import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { checkDesignPage, describeIssues } from '../validate';
import { sanitizeRichText } from '../sanitize';

const check = (nodes: unknown[]) => {
  const r = checkDesignPage({ schemaVersion: 2, nodes }, 'p', 't');
  return r.ok ? r.page : describeIssues(r.issues);
};

// The server's regex filter let <svg/onload>, <img src=x/onerror> and jav&#x61;script: through to the stored page.
describe('rich text on save', () => {
  it.each([
    ['<svg/onload=alert(1)>', 'HTML 事件属性'],
    ['<img src=x/onerror=alert(1)>', 'HTML 事件属性'],
    ['<img src=x onerror=alert(1)>', 'HTML 事件属性'],
    ['<a href="jav&#x61;script:alert(1)">x</a>', 'javascript: 链接'],
    ['<a href="jav&#97;script&colon;alert(1)">x</a>', 'javascript: 链接'],
    ['<a href="java\tscript:alert(1)">x</a>', 'javascript: 链接'],
  ])('refuses %s in any string of a node', (html, what) => {
    expect(check([{ id: 'r', type: 'rich-text', props: { html } }])).toContain(what);
    expect(check([{ id: 'n', type: 'notice-bar', props: { text: html } }])).toContain(what);
  });

  it('stores rich text as the client shows it: the allow-list of schemas/rich-text.ts', () => {
    const html = '<p style="color: red; position: fixed">好<b>工作</b></p><iframe src="https://evil.example"></iframe><a href="https://a.cn">a</a><img src="/files/1.png"><form><input></form>';
    const page = check([{ id: 'r', type: 'rich-text', props: { html } }]);
    if (typeof page === 'string') throw new Error(page);
    const stored = (page.nodes[0] as { props: { html: string } }).props.html;
    expect(stored).toBe('<p style="color: red">好<b>工作</b></p><a href="https://a.cn" target="_blank" rel="noopener noreferrer">a</a><img src="/files/1.png" loading="lazy" decoding="async">');
  });

  it('drops what a browser would run, however it is spelt', () => {
    for (const evil of ['<svg/onload=alert(1)>', '<img src=x/onerror=alert(1)>', '<a href="jav&#x61;script:alert(1)">x</a>', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>']) {
      const clean = sanitizeRichText(evil);
      // (x/onerror=… inside a quoted src is the address, as browsers read it, not an attribute.)
      expect(clean).not.toMatch(/\son\w+=|javascript:|<svg|<script|<style/i);
    }
  });
});

describe('saving a page through the studio call', () => {
  let s: TestServer;
  let op = '';
  beforeAll(async () => {
    s = await startTestServer();
    const r = await s.call('/api-admin/auth/login', { account: 'admin', password: 'demo1234' }, { encrypt: true, headers: { 'x-forwarded-for': '10.9.8.7' } });
    op = r.body.data.access_token as string;
  });
  afterAll(() => s.close());

  it('keeps only the allowed HTML in the saved draft', async () => {
    const body = { schemaVersion: 2, meta: { title: '测试页' }, nodes: [{ id: 'r', type: 'rich-text', props: { html: '<p>招聘<iframe src="//x.cn"></iframe></p><style>*{}</style>' } }] };
    const saved = await s.call('/api-admin/app/design/page/save', { page: 'me', body }, { token: op });
    expect(saved.body.code, saved.body.msg).toBe(200);
    const draft = await s.call('/api-admin/app/design/page/get', { page: 'me', revisionId: saved.body.data.revisionId }, { token: op });
    const text = JSON.stringify(draft.body.data);
    expect(text, text.slice(0, 400)).toContain('<p>招聘</p>');
    expect(text).not.toMatch(/iframe|<style/);
    const evil = { ...body, nodes: [{ id: 'r', type: 'rich-text', props: { html: '<svg/onload=alert(1)>' } }] };
    expect((await s.call('/api-admin/app/design/page/save', { page: 'me', body: evil }, { token: op })).body).toMatchObject({ code: 400 });
  });
});
