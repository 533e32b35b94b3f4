import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { FormPlayground } from '../../runtime/forms';
import { FormUploadWidget } from './form-upload';
import { formUploadWidget } from './index';

/** An upload field of the design forms: tiles with thumbnails, progress and remove; the form returns the list. */
const meta = {
  title: 'Widgets/Form upload',
  component: FormUploadWidget,
  args: formUploadWidget.defaultProps,
  decorators: [
    (Story) => (
      <FormPlayground withSubmit>
        <Story />
      </FormPlayground>
    ),
  ],
} satisfies Meta<typeof FormUploadWidget>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Photos: Story = { args: { name: 'photos', label: '生活照', required: true }, parameters: { user: storyUser } };
export const Resume: Story = { args: { name: 'resume', label: '简历附件', accept: ['pdf', 'doc', 'docx'], maxCount: 1 }, parameters: { user: storyUser } };
