import type { Meta, StoryObj } from '@storybook/react-vite';
import { DividerWidget } from './divider';
import { dividerWidget } from './index';

const block = { margin: '0 12px', padding: '12px', background: '#fff', borderRadius: 8, fontSize: 13, color: 'var(--rm-text-2)' } as const;

/** A line between sections, optionally with text; the story puts blocks around it. */
const meta = {
  title: 'Widgets/Divider',
  component: DividerWidget,
  args: dividerWidget.defaultProps,
  decorators: [
    (Story) => (
      <>
        <div style={block}>上方的组件</div>
        <Story />
        <div style={block}>下方的组件</div>
      </>
    ),
  ],
} satisfies Meta<typeof DividerWidget>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const WithText: Story = { args: { text: '没有更多了' } };
export const Dashed: Story = { args: { text: '以下为推荐内容', dashed: true } };
