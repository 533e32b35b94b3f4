import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { BaseInfo } from './base-info';
import { baseInfoWidget } from './index';

/** The base-info editor (/my/base-info), filled from register/infoGet (fixtures in Storybook). */
const meta = {
  title: 'Widgets/Base info',
  component: BaseInfo,
  args: baseInfoWidget.defaultProps,
} satisfies Meta<typeof BaseInfo>;
export default meta;

type Story = StoryObj<typeof meta>;

export const JobSeeker: Story = { parameters: { user: storyUser } };
export const Visitor: Story = {};
