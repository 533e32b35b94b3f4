import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormPlayground } from '../../runtime/forms';
import { FormDateWidget } from './form-date';
import { formDateWidget } from './index';

/** A date field: a tap opens the built-in date picker; the form returns YYYY-MM-DD. */
const meta = {
  title: 'Widgets/Form date',
  component: FormDateWidget,
  args: formDateWidget.defaultProps,
  decorators: [
    (Story) => (
      <FormPlayground withSubmit>
        <Story />
      </FormPlayground>
    ),
  ],
} satisfies Meta<typeof FormDateWidget>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
/** Only today and later (an arrival date). */
export const ArrivalDate: Story = { args: { name: 'arrivalDate', label: '期望到岗日期', required: true, fromToday: true } };
export const Birthday: Story = { args: { name: 'birthday', label: '出生日期', min: '1960-01-01', max: '2010-12-31' } };
