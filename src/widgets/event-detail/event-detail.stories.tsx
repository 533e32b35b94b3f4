import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { EventDetailView } from './event-detail';
import { eventDetailWidget } from './index';

/** An event's page (/event/:id) from /api-user/event/get (fixtures in Storybook): time, place, schedule, companies with jobs, sign-up. */
const meta = {
  title: 'Widgets/Event detail',
  component: EventDetailView,
  args: { ...eventDetailWidget.defaultProps, id: 1 },
} satisfies Meta<typeof EventDetailView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SpringFairVisitor: Story = {};
export const TeachInFull: Story = { args: { id: 3 }, parameters: { user: storyUser } };
export const OnlineTalk: Story = { args: { id: 4 } };
export const AsRecruiter: Story = { parameters: { user: { ...storyUser, role: 1 } } };
