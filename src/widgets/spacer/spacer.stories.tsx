import type { Meta, StoryObj } from '@storybook/react-vite';
import { spacerWidget } from './index';
import { Spacer } from './spacer';

const block = { margin: '0 12px', padding: '12px', background: '#fff', borderRadius: 8, fontSize: 13, color: 'var(--rm-text-2)' } as const;

/** Empty space between two widgets; the story puts blocks above and below to show it. */
const meta = {
  title: 'Widgets/Spacer',
  component: Spacer,
  args: spacerWidget.defaultProps,
  decorators: [
    (Story) => (
      <>
        <div style={block}>上方的组件</div>
        <div style={{ outline: '1px dashed #c9ced6', outlineOffset: -1 }}>
          <Story />
        </div>
        <div style={block}>下方的组件</div>
      </>
    ),
  ],
} satisfies Meta<typeof Spacer>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const Tall: Story = { args: { height: 48 } };
