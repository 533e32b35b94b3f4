import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { MeCenter } from './me-center';
import { meCenterWidget } from './index';

/** The personal centre (/me): a login card for visitors; name, masked number, role, real-name badge and menu for users. */
const meta = {
  title: 'Widgets/Me center',
  component: MeCenter,
  args: meCenterWidget.defaultProps,
} satisfies Meta<typeof MeCenter>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const JobSeeker: Story = { parameters: { user: storyUser } };
export const Recruiter: Story = {
  parameters: { user: { ...storyUser, role: 1, profile: { realName: false }, company: { id: 3, name: '云帆科技有限公司' } } },
};
