import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormPlayground } from '../../runtime/forms';
import { FormSelectWidget } from './form-select';
import { formSelectWidget } from './index';

const EDUCATION = ['初中及以下', '高中/中专', '大专', '本科', '硕士', '博士'].map((label) => ({ label, value: label }));

/** A pick-one field: a tap opens the built-in picker popup; the form returns the option's value. */
const meta = {
  title: 'Widgets/Form select',
  component: FormSelectWidget,
  args: formSelectWidget.defaultProps,
  decorators: [
    (Story) => (
      <FormPlayground withSubmit>
        <Story />
      </FormPlayground>
    ),
  ],
} satisfies Meta<typeof FormSelectWidget>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Without options the field shows but a tap does nothing. */
export const Defaults: Story = {};
export const Education: Story = { args: { name: 'education', label: '学历', required: true, options: EDUCATION } };
export const NumberValues: Story = { args: { name: 'gender', label: '性别', options: [{ label: '男', value: 1 }, { label: '女', value: 2 }] } };
