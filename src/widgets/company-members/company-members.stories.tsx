import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyRecruiter } from '../../../.storybook/fixtures-recruit';
import { CompanyMembers } from './company-members';
import { companyMembersWidget } from './index';

/** Company members and join requests (/my/company-members). */
const meta = {
  title: 'Widgets/Company members',
  component: CompanyMembers,
  args: companyMembersWidget.defaultProps,
} satisfies Meta<typeof CompanyMembers>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The owner: two pending requests to approve or refuse, and the members with their roles. */
export const Owner: Story = { parameters: { user: storyRecruiter } };
