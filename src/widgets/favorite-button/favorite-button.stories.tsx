import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { FavoriteButton } from './favorite-button';
import { favoriteButtonWidget } from './index';

/** The favorite star of job, company and resume pages. */
const meta = {
  title: 'Widgets/Favorite button',
  component: FavoriteButton,
  args: { ...favoriteButtonWidget.defaultProps, id: 1 },
} satisfies Meta<typeof FavoriteButton>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A visitor: a tap asks to log in. */
export const Visitor: Story = {};
/** A job seeker who already favorited job 1. */
export const Favorited: Story = { parameters: { user: storyUser } };
/** The star alone, for headers and cards. */
export const Icon: Story = { args: { variant: 'icon', id: 2 }, parameters: { user: storyUser } };
