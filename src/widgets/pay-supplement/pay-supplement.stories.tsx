import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { SupplementView } from './pay-supplement';
import { paySupplementWidget } from './index';

/** Checkout on the payment supplement page (/vip/mall/supplement): entered with a key after a 14550, or from the VIP page. */
const meta = {
  title: 'Widgets/Pay supplement',
  component: SupplementView,
  args: { ...paySupplementWidget.defaultProps, productKey: 'rightsChat', orderNo: '' },
  parameters: { user: storyUser },
} satisfies Meta<typeof SupplementView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A chat right ran out: packages that hold it. */
export const RightShort: Story = {};
/** Buying VIP. */
export const Vip: Story = { args: { productKey: 'vip' } };
/** Back from the provider: the order is paid. */
export const Paid: Story = { args: { orderNo: '1Mstorypaid' } };
