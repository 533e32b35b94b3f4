import type { Meta, StoryObj } from '@storybook/react-vite';
import { FloatButton } from './float-button';
import { floatButtonWidget } from './index';
import chat from './story-assets/chat.svg?no-inline';

/** A round button floating at the bottom right of the screen; a tap runs the node's link (e.g. publish a job). */
const meta = {
  title: 'Widgets/Float button',
  component: FloatButton,
  args: floatButtonWidget.defaultProps,
  decorators: [
    (Story) => (
      <div style={{ minHeight: 560, padding: '12px', color: 'var(--rm-text-3)', fontSize: 13 }}>
        页面内容（悬浮按钮在右下角，可上下拖动）
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FloatButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const WithIcon: Story = { args: { text: '客服', icon: chat } };
