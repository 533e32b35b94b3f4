import type { Meta, StoryObj } from '@storybook/react-vite';
import { EventList } from './event-list';
import { eventListWidget } from './index';

/** "近期招聘会": fairs, teach-ins and online talks from /api-user/event/find (fixtures in Storybook), upcoming first. */
const meta = {
  title: 'Widgets/Event list',
  component: EventList,
  args: eventListWidget.defaultProps,
  argTypes: { kind: { control: 'inline-radio', options: [undefined, 'fair', 'teach-in', 'talk'] } },
} satisfies Meta<typeof EventList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {};
export const FairsOnly: Story = { args: { title: '招聘会', kind: 'fair' } };
export const WithKindTabsAndPast: Story = { args: { title: '', kindTabs: true, upcomingOnly: false, limit: 20 } };
