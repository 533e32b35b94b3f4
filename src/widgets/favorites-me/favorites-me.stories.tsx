import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { storyRecruiter } from '../../../.storybook/fixtures-recruit';
import { FavoritesMe } from './favorites-me';
import { favoritesMeWidget } from './index';

/** Who favorited me (/my/favorites-me). */
const meta = {
  title: 'Widgets/Favorites me',
  component: FavoritesMe,
  args: favoritesMeWidget.defaultProps,
} satisfies Meta<typeof FavoritesMe>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Recruiters who favorited the seeker's resume. */
export const JobSeeker: Story = { parameters: { user: storyUser } };
/** Seekers who favorited the recruiter's jobs or company. */
export const Recruiter: Story = { parameters: { user: storyRecruiter } };
