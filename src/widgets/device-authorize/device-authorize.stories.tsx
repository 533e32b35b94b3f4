import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeviceAuthorize } from './device-authorize';
import { deviceAuthorizeWidget } from './index';

/** The phone side of the app's scan login; without a key in the address it says the code is no longer valid. */
const meta = {
  title: 'Widgets/Device authorize',
  component: DeviceAuthorize,
  args: deviceAuthorizeWidget.defaultProps,
} satisfies Meta<typeof DeviceAuthorize>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
