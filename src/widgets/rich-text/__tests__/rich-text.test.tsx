/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetHost } from '../../../runtime/registry';
import { richTextWidget } from '../index';
import { RichText } from '../rich-text';
import { filterStyle, sanitizeHtml, urlKind } from '../../../runtime/ui/sanitize';
import { richTextPropsSchema } from '../schema';

// Inline handlers run in jsdom's own script context, not the test's globals: the flag they would set lives on the shared document.
const flag = () => document.documentElement.getAttribute('data-xss');

beforeEach(() => {
  document.documentElement.removeAttribute('data-xss');
});
afterEach(cleanup);

const fakeHost = (preview = false) => ({ nodeId: 'n1', preview, runLink: vi.fn<WidgetHost['runLink']>() }) satisfies WidgetHost;

/** Fires every event a handler could hang on, on every element, and follows every link's href. */
function poke(root: Element) {
  for (const el of [root, ...root.querySelectorAll('*')]) {
    for (const type of ['error', 'load', 'click', 'mouseover', 'focus', 'animationstart', 'toggle']) el.dispatchEvent(new Event(type, { bubbles: false }));
  }
}

const VECTORS = [
  `<img src="x" onerror="document.documentElement.setAttribute('data-xss','img')">`,
  `<svg onload="document.documentElement.setAttribute('data-xss','svg')"><circle r="1"/></svg>`,
  `<script>document.documentElement.setAttribute('data-xss','script')</script>`,
  `<a href="javascript:document.documentElement.setAttribute('data-xss','href')">点我</a>`,
  `<a href="java&#x09;script:document.documentElement.setAttribute('data-xss','tab')">点我</a>`,
  `<a href=" JaVaScRiPt:document.documentElement.setAttribute('data-xss','case')">点我</a>`,
  `<p style="width: expression(document.documentElement.setAttribute('data-xss','expr')); color: red">红字</p>`,
  `<div style="background:url(javascript:document.documentElement.setAttribute('data-xss','bg'))">背景</div>`,
  `<iframe src="javascript:document.documentElement.setAttribute('data-xss','iframe')"></iframe>`,
  `<iframe srcdoc="<script>parent.document.documentElement.setAttribute('data-xss','srcdoc')</script>"></iframe>`,
  `<style>@import 'javascript:alert(1)'; p { color: red }</style>`,
  `<details open ontoggle="document.documentElement.setAttribute('data-xss','toggle')">x</details>`,
  `<body onload="document.documentElement.setAttribute('data-xss','body')">`,
  `<form action="javascript:alert(1)"><button>提交</button></form>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIj4=">`,
  `<a href="//evil.example/">外链</a>`,
  `<a href="/\\evil.example/">外链</a>`,
  `<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">`,
  `<p id="location" class="x" onclick="document.documentElement.setAttribute('data-xss','click')" data-x="1">段落</p>`,
  // Unclosed on purpose (a mutation-XSS shape), so it goes last.
  `<math><mtext><table><mglyph><style><img src=x onerror="document.documentElement.setAttribute('data-xss','mxss')">`,
].join('\n');

describe('rich-text', () => {
  it('parses empty props, and rejects non-strings and huge documents', () => {
    expect(richTextWidget.type).toBe('rich-text');
    expect(richTextPropsSchema.parse({})).toEqual({ html: '' });
    expect(richTextPropsSchema.safeParse({ html: 42 }).success).toBe(false);
    expect(richTextPropsSchema.safeParse({ html: 'x'.repeat(100_001) }).success).toBe(false);
  });

  it('the test harness would notice an inline handler that runs', () => {
    // Control: jsdom here runs inline handlers, so the flag below proves the other tests mean something.
    const div = document.createElement('div');
    div.innerHTML = `<p onclick="document.documentElement.setAttribute('data-xss','control')">x</p>`;
    document.body.append(div);
    poke(div);
    expect(flag()).toBe('control');
    div.remove();
  });

  it('runs nothing from XSS vectors and strips their dangerous parts', () => {
    const { container } = render(<RichText html={VECTORS} />);
    poke(container);
    for (const a of container.querySelectorAll('a')) a.click();
    expect(flag()).toBeNull();

    const html = container.firstElementChild!.innerHTML;
    expect(html).not.toMatch(/<(script|svg|iframe|style|object|embed|form|math|body)\b/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/javascript:|expression|url\(|srcdoc|data:/i);
    expect(html).not.toMatch(/\s(id|class|data-x)=/i);
    // Links that were unsafe keep their text but lose their target.
    for (const a of container.querySelectorAll('a')) expect(a.hasAttribute('href')).toBe(false);
    // A safe declaration survives the style filter.
    expect(screen.getByText('红字').getAttribute('style')).toBe('color: red');
    expect(screen.getByText('背景').hasAttribute('style')).toBe(false);
    expect(screen.getByText('段落').attributes).toHaveLength(0);
    expect(screen.getAllByText('外链')).toHaveLength(2);
  });

  it('keeps basic formatting, safe images and safe links', () => {
    render(
      <RichText
        html={`<h2>招聘会</h2><p><strong>周六</strong> <em>9 点</em></p><ul><li>带简历</li></ul>
<img src="https://cdn.example.com/a.jpg" alt="现场"><img src="/uploads/b.png" alt="展位">
<a href="https://example.com/x">官网</a> <a href="tel:0571-88886666">电话</a> <a href="mailto:hr@example.com">邮件</a> <a href="/article/3" target="_self">专题</a>`}
      />,
    );
    expect(screen.getByRole('heading', { name: '招聘会' })).toBeTruthy();
    expect(screen.getByText('周六').tagName).toBe('STRONG');
    expect(screen.getByText('带简历').tagName).toBe('LI');
    expect(screen.getByRole('img', { name: '现场' }).getAttribute('src')).toBe('https://cdn.example.com/a.jpg');
    expect(screen.getByRole('img', { name: '展位' }).getAttribute('loading')).toBe('lazy');
    const web = screen.getByRole('link', { name: '官网' });
    expect(web.getAttribute('target')).toBe('_blank');
    expect(web.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: '电话' }).getAttribute('href')).toBe('tel:0571-88886666');
    expect(screen.getByRole('link', { name: '邮件' }).hasAttribute('target')).toBe(false);
    expect(screen.getByRole('link', { name: '专题' }).hasAttribute('target')).toBe(false);
  });

  it('hands site links to the action interpreter instead of reloading the page', () => {
    const host = fakeHost();
    render(<RichText html={`<p>详见<a href="/article/3"><b>专题</b></a>和<a href="https://example.com">官网</a></p>`} host={host} />);
    fireEvent.click(screen.getByText('专题'));
    expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/article/3' });
    fireEvent.click(screen.getByRole('link', { name: '官网' }));
    expect(host.runLink).toHaveBeenCalledTimes(1);
  });

  it("runs the node's link on a tap outside any link", () => {
    const host = fakeHost();
    render(<RichText html="<p>客服电话：0571-88886666</p>" host={host} />);
    fireEvent.click(screen.getByText('客服电话：0571-88886666'));
    expect(host.runLink).toHaveBeenCalledWith();
  });

  it('shows a hint for empty or fully stripped content in preview only', () => {
    const { container, rerender } = render(<RichText html="<script>x</script>" host={fakeHost()} />);
    expect(container.innerHTML).toBe('');
    rerender(<RichText html="" host={fakeHost(true)} />);
    expect(screen.getByText('富文本：请填写内容')).toBeTruthy();
  });

  it('classifies URLs and filters styles conservatively', () => {
    expect(urlKind('https://a.cn')).toBe('web');
    expect(urlKind('/job/1')).toBe('path');
    expect(urlKind('job/1')).toBe('relative');
    expect(urlKind('tel:110')).toBe('tel');
    expect(urlKind('java\nscript:alert(1)')).toBeNull();
    expect(urlKind('\u0001javascript:alert(1)')).toBeNull();
    expect(urlKind('vbscript:x')).toBeNull();
    expect(filterStyle('color: #f00; position: fixed; font-size: 16px; behavior: url(x.htc)')).toBe('color: #f00; font-size: 16px');
    expect(filterStyle('color: red; color: expression(alert(1))')).toBe('color: red');
    expect(sanitizeHtml('<b>ok</b>')).toBe('<b>ok</b>');
  });
});
