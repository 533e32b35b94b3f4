import type { Meta, StoryObj } from '@storybook/react-vite';
import { richTextWidget } from './index';
import { RichText } from './rich-text';

const previewHost = { nodeId: 'story', preview: true, runLink: () => undefined };

const article = `
<h2>2025 春季人才交流大会</h2>
<p>本次招聘会共有 <strong>326 家</strong>企业参会，提供岗位 <span style="color: #ff3141; font-weight: 600">5800+</span> 个，涵盖互联网、智能制造、金融、教育等行业。</p>
<blockquote>时间：3 月 15 日（周六）9:00–16:00<br>地点：市人才市场一楼大厅</blockquote>
<h3>参会须知</h3>
<ol>
  <li>请携带身份证及多份纸质简历；</li>
  <li>提前在线投递可优先安排面试；</li>
  <li>咨询电话：<a href="tel:0571-88886666">0571-88886666</a></li>
</ol>
<table>
  <thead><tr><th>展区</th><th>行业</th><th>企业数</th></tr></thead>
  <tbody><tr><td>A 区</td><td>互联网 / IT</td><td>86</td></tr><tr><td>B 区</td><td>制造 / 工程</td><td>112</td></tr></tbody>
</table>
<p>更多信息请查看 <a href="/article/12">招聘会专题</a> 或访问 <a href="https://example.com">主办方网站</a>。</p>
`;

/** Operator-written HTML, sanitised: formatting, tables, images and safe links stay; scripts and handlers go. */
const meta = {
  title: 'Widgets/Rich text',
  component: RichText,
  args: richTextWidget.defaultProps,
  decorators: [
    (Story) => (
      <div style={{ background: '#fff', padding: '12px 0' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichText>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = { args: { host: previewHost } };
export const Article: Story = { args: { html: article } };
/** Every attack here is removed: the story would fail on any script error. */
export const Hostile: Story = {
  args: {
    html: `<p>以下内容含有恶意代码，均已被过滤：</p>
<img src="x" onerror="throw new Error('xss')" alt="">
<svg onload="throw new Error('xss')"></svg>
<script>throw new Error('xss')</script>
<p style="color: #1677ff; width: expression(alert(1)); background: url(javascript:alert(1))">这段文字保留了安全的颜色样式。</p>
<a href="javascript:alert(1)">这个链接已失效</a>`,
  },
};
