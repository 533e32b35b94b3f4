import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormPlayground } from '../../runtime/forms';
import { FormSubmitWidget } from './form-submit';
import { formSubmitWidget } from './index';

/**
 * The submit button of a design form. Here the form has no fields, so a tap
 * completes at once and the (empty) values show under it; on a form page the
 * first field error is a toast instead.
 */
const meta = {
  title: 'Widgets/Form submit',
  component: FormSubmitWidget,
  args: formSubmitWidget.defaultProps,
  decorators: [
    (Story) => (
      <FormPlayground>
        <Story />
      </FormPlayground>
    ),
  ],
} satisfies Meta<typeof FormSubmitWidget>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const SignUp: Story = { args: { text: '提交报名' } };
