import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { ContactCard } from './contact-card';
import { contactCardWidget } from './index';

/** Your contact card (/me/contact): WeChat, phone and e-mail, and the QR code others scan to get it. */
const meta = {
  title: 'Widgets/Contact card',
  component: ContactCard,
  args: contactCardWidget.defaultProps,
} satisfies Meta<typeof ContactCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Own: Story = { parameters: { user: storyUser } };
