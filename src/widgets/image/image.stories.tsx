import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageWidget } from './image';
import { imageWidget } from './index';
import poster from './story-assets/poster.svg?no-inline';

const previewHost = { nodeId: 'story', preview: true, runLink: () => undefined };

/** A lazily loaded picture; a tap runs the node's link. `ratio` keeps its space while it loads. */
const meta = {
  title: 'Widgets/Image',
  component: ImageWidget,
  args: imageWidget.defaultProps,
  decorators: [
    (Story) => (
      <div style={{ padding: '0 12px' }}>
        <Story />
        <p style={{ margin: '8px 0 0', fontSize: 12, color: 'var(--rm-text-3)' }}>图片组件</p>
      </div>
    ),
  ],
} satisfies Meta<typeof ImageWidget>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = { args: { host: previewHost } };
export const Poster: Story = { args: { src: poster, alt: '夏季招聘会海报', ratio: 2 } };
export const Broken: Story = { args: { src: '/not-there.png', alt: '图片已失效', ratio: 3 } };
