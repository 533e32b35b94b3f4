import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { RealName } from './real-name';
import { realNameWidget } from './index';

/** Real-name verification (/my/real-name): name and resident ID number, checked with the server's rules first. */
const meta = {
  title: 'Widgets/Real name',
  component: RealName,
  args: realNameWidget.defaultProps,
} satisfies Meta<typeof RealName>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NotVerified: Story = { parameters: { user: storyUser } };
