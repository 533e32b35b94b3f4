import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyDetailView } from './company-detail';
import { companyDetailWidget } from './index';

/** Answers come from the fixtures (.storybook/fixtures-jobs.ts) through the real request wrapper. */
const meta = {
  title: 'Widgets/Company detail',
  component: CompanyDetailView,
  args: companyDetailWidget.defaultProps,
} satisfies Meta<typeof CompanyDetailView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = { args: { id: 1 } };
