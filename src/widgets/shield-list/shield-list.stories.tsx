import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { ShieldList } from './shield-list';
import { shieldListWidget } from './index';

/** Shielded companies (/my/shield): search a company and hide the resume from it. */
const meta = {
  title: 'Widgets/Shield list',
  component: ShieldList,
  args: shieldListWidget.defaultProps,
} satisfies Meta<typeof ShieldList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const JobSeeker: Story = { parameters: { user: storyUser } };
