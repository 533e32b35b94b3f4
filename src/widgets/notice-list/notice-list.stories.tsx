import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { NoticeList } from './notice-list';
import { noticeListWidget } from './index';

/** The user's notices (/my/notices): what happened to their applications. */
const meta = {
  title: 'Widgets/Notice list',
  component: NoticeList,
  args: noticeListWidget.defaultProps,
  parameters: { user: storyUser },
} satisfies Meta<typeof NoticeList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Notices: Story = {};
