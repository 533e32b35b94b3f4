import type { Meta, StoryObj } from '@storybook/react-vite';
import { tabsContainerWidget } from './index';
import { TabsContainer } from './tabs-container';

const card = { margin: '0 12px 10px', padding: '14px', background: '#fff', borderRadius: 10, fontSize: 14, color: 'var(--rm-text-1)' } as const;
const panel = (title: string, lines: string[]) => (
  <div key={title}>
    {lines.map((l) => (
      <div key={l} style={card}>
        <strong>{l}</strong>
        <div style={{ marginTop: 6, fontSize: 12, color: 'var(--rm-text-3)' }}>{title} · 示例内容</div>
      </div>
    ))}
  </div>
);
const children = [panel('推荐', ['前端开发工程师', '产品经理']), panel('最新', ['Java开发工程师', '新媒体运营', '会计']), panel('附近', ['销售代表'])];
const host = (preview: boolean) => ({ nodeId: 'story', preview, runLink: () => undefined, children });

/** Tabs over the node's children: child i shows under tab i, and only the active one is mounted. */
const meta = {
  title: 'Widgets/Tabs container',
  component: TabsContainer,
  args: tabsContainerWidget.defaultProps,
} satisfies Meta<typeof TabsContainer>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = { args: { host: host(true) } };
export const ThreeTabs: Story = { args: { tabs: [{ title: '推荐' }, { title: '最新' }, { title: '附近' }], host: host(false) } };
export const MissingChild: Story = { args: { tabs: [{ title: '推荐' }, { title: '最新' }, { title: '附近' }, { title: '校招' }], host: { ...host(true), children: children.slice(0, 1) } } };
