import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyRecruiter } from '../../../.storybook/fixtures-recruit';
import { AssetsPackage } from './assets-package';
import { assetsPackageWidget } from './index';

/** A recruiter's packages (/vip/my-assets-package). */
const meta = {
  title: 'Widgets/Assets package',
  component: AssetsPackage,
  args: assetsPackageWidget.defaultProps,
  parameters: { user: storyRecruiter },
} satisfies Meta<typeof AssetsPackage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Packages: Story = {};
