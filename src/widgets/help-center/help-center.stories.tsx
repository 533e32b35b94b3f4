import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpCenter } from './help-center';
import { helpCenterWidget } from './index';

/** Answers come from the fixtures (.storybook/fixtures-jobs.ts) through the real request wrapper. */
const meta = {
  title: 'Widgets/Help centre',
  component: HelpCenter,
  args: helpCenterWidget.defaultProps,
} satisfies Meta<typeof HelpCenter>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const WithPhone: Story = { args: { phone: '400-800-1234' } };
