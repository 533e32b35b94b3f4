import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanySearch } from './company-search';
import { companySearchWidget } from './index';

/** Answers come from the fixtures (.storybook/fixtures-jobs.ts) through the real request wrapper. */
const meta = {
  title: 'Widgets/Company search',
  component: CompanySearch,
  args: companySearchWidget.defaultProps,
} satisfies Meta<typeof CompanySearch>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const BrandChannel: Story = { args: { verifiedOnly: true, placeholder: '' } };
