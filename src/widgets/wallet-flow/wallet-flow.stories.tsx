import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { WalletFlow } from './wallet-flow';
import { walletFlowWidget } from './index';

/** The wallet and its statement (/wallet/flow-detail). */
const meta = {
  title: 'Widgets/Wallet flow',
  component: WalletFlow,
  args: walletFlowWidget.defaultProps,
  parameters: { user: storyUser },
} satisfies Meta<typeof WalletFlow>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Statement: Story = {};
