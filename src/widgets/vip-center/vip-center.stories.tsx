import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { VipCenter } from './vip-center';
import { vipCenterWidget } from './index';

/** The membership centre (/vip/my-rights) and its card on /me. */
const meta = {
  title: 'Widgets/VIP center',
  component: VipCenter,
  args: vipCenterWidget.defaultProps,
  parameters: { user: storyUser },
} satisfies Meta<typeof VipCenter>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Page: Story = {};
export const CardOnMe: Story = { args: { compact: true } };
