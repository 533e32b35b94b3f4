import type { Preview } from '@storybook/react-vite';
import { wireAntdMobileForReact19 } from '../src/runtime/antd-react19';
import type { UserSession } from '../schemas/auth';
import { StoryRuntime } from './story-runtime';
import { enhanceWidgetArgTypes } from './widget-docs';
import '../src/app/app.css';

wireAntdMobileForReact19();

const preview: Preview = {
  // Every widget gets a docs page (its "Docs" entry): drawn by widget-docs-page.tsx, since
  // Storybook's docs addon is not installed; its props table comes from the zod schema.
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile' },
    docs: {
      renderer: async () => {
        const { WidgetDocsRenderer } = await import('./widget-docs-page');
        return new WidgetDocsRenderer();
      },
    },
  },
  // The Controls panel of each story: a control, type, default and description per prop, from the schema.
  argTypesEnhancers: [enhanceWidgetArgTypes],
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
