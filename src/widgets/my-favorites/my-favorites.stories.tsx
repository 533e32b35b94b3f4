import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { MyFavorites } from './my-favorites';
import { myFavoritesWidget } from './index';

/** Favorites by type, filed into private groups (/my/favorites). */
const meta = {
  title: 'Widgets/My favorites',
  component: MyFavorites,
  args: myFavoritesWidget.defaultProps,
} satisfies Meta<typeof MyFavorites>;
export default meta;

type Story = StoryObj<typeof meta>;

export const JobSeeker: Story = { parameters: { user: storyUser } };
export const Visitor: Story = {};
