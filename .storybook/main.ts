import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/widgets/**/*.stories.@(ts|tsx)'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The autodocs entries of every widget (tagged in preview.tsx), named Docs; preview.tsx draws them.
  docs: { defaultName: 'Docs' },
};
export default config;
