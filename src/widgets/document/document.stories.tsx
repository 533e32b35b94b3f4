import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocumentView } from './document';
import { documentWidget } from './index';

/** A document of the tenant's store (the agreement page); fixtures in Storybook. */
const meta = {
  title: 'Widgets/Document',
  component: DocumentView,
  args: documentWidget.defaultProps,
} satisfies Meta<typeof DocumentView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Agreement: Story = {};
export const PrivacyWithoutTitle: Story = { args: { docKey: 'privacy', showTitle: false } };
