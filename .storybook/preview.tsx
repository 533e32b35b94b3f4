import type { Preview } from '@storybook/react-vite';
import { wireAntdMobileForReact19 } from '../src/runtime/antd-react19';
import type { UserSession } from '../schemas/auth';
import { StoryRuntime } from './story-runtime';
import '../src/app/app.css';

wireAntdMobileForReact19();

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile' },
  },
  decorators: [
    (Story, ctx) => (
      <StoryRuntime user={(ctx.parameters as { user?: UserSession }).user}>
        <div className="app-frame" style={{ minHeight: 'auto', padding: '8px 0' }}>
          <Story />
        </div>
      </StoryRuntime>
    ),
  ],
};
export default preview;
