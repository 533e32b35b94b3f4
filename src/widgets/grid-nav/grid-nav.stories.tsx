import type { Meta, StoryObj } from '@storybook/react-vite';
import { GridNav } from './grid-nav';
import { gridNavWidget } from './index';
import campus from './story-assets/campus.svg?no-inline';
import company from './story-assets/company.svg?no-inline';
import favorite from './story-assets/favorite.svg?no-inline';
import job from './story-assets/job.svg?no-inline';
import live from './story-assets/live.svg?no-inline';
import news from './story-assets/news.svg?no-inline';
import parttime from './story-assets/parttime.svg?no-inline';
import resume from './story-assets/resume.svg?no-inline';

const nav = (path: string) => ({ type: 'navigate' as const, path });
const previewHost = { nodeId: 'story', preview: true, runLink: () => undefined };

/** Shortcut icons in 4 or 5 columns. An icon is a picture URL, an emoji (e.g. 💼) or one or two characters. */
const meta = {
  title: 'Widgets/Grid nav',
  component: GridNav,
  args: gridNavWidget.defaultProps,
  argTypes: { columns: { control: 'inline-radio', options: [4, 5] } },
} satisfies Meta<typeof GridNav>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = { args: { host: previewHost } };
/** Picture icons, as operators usually upload them (88 × 88). */
export const Pictures: Story = {
  args: {
    items: [
      { icon: job, text: '全职', link: nav('/job') },
      { icon: parttime, text: '兼职', link: nav('/job') },
      { icon: campus, text: '校园招聘', link: nav('/job') },
      { icon: company, text: '名企', link: nav('/company') },
      { icon: live, text: '直播', link: nav('/live') },
      { icon: news, text: '资讯', link: nav('/article') },
      { icon: resume, text: '我的简历', link: nav('/resume-list') },
      { icon: favorite, text: '收藏', link: nav('/me') },
    ],
  },
};
export const FiveTextIcons: Story = {
  args: {
    columns: 5,
    items: ['招', '聘', '企', '播', '讯'].map((icon, i) => ({ icon, text: ['找工作', '招聘会', '找企业', '看直播', '看资讯'][i]! })),
  },
};
