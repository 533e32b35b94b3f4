import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyList } from './company-list';
import { companyListWidget } from './index';

/** Companies from /api-user/common/company/find (fixtures in Storybook); a tap opens /company/{id}. */
const meta = {
  title: 'Widgets/Company list',
  component: CompanyList,
  args: companyListWidget.defaultProps,
} satisfies Meta<typeof CompanyList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const VerifiedOnly: Story = { args: { title: '认证名企', verified: true, limit: 3 } };
