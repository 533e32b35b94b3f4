import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormPlayground } from '../../runtime/forms';
import { FormInputWidget } from './form-input';
import { formInputWidget } from './index';

/** A text field of a design form; presets bring the spec's checks and messages. Tap 提交 to see them. */
const meta = {
  title: 'Widgets/Form input',
  component: FormInputWidget,
  args: formInputWidget.defaultProps,
  decorators: [
    (Story) => (
      <FormPlayground withSubmit>
        <Story />
      </FormPlayground>
    ),
  ],
} satisfies Meta<typeof FormInputWidget>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
/** 请输入姓名 / 名称不能为纯数字 / 名称不能包含特殊符号. */
export const NamePreset: Story = { args: { name: 'name', label: '姓名', required: true, preset: 'name', maxLength: 20 } };
/** 请输入手机号 / 手机号格式不正确. */
export const PhonePreset: Story = { args: { name: 'mobile', label: '手机号', required: true, preset: 'phone', inputType: 'tel', maxLength: 11 } };
/** A text area with a byte counter: a Chinese character counts 2. */
export const Description: Story = { args: { name: 'intro', label: '自我介绍', inputType: 'textarea', preset: 'description', maxLength: 100 } };
/** A design rule as data: a pattern with its own message. */
export const WithRule: Story = { args: { name: 'idCard', label: '身份证号', required: true, rules: [{ pattern: '^\\d{17}[\\dXx]$', message: '身份证号格式不正确' }] } };
