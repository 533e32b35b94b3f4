import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { CareerTest } from './career-test';
import { careerTestWidget } from './index';

/** The career test (/my/test): questions from question/findAll one at a time, the result from question/result (fixtures in Storybook). */
const meta = {
  title: 'Widgets/Career test',
  component: CareerTest,
  args: careerTestWidget.defaultProps,
  parameters: { user: storyUser },
} satisfies Meta<typeof CareerTest>;
export default meta;

type Story = StoryObj<typeof meta>;

export const FirstQuestion: Story = {};
export const ShortIntro: Story = { args: { intro: '3 道题，找到你的职业方向', jobsShown: 2 } };
