import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { wireAntdMobileForReact19 } from './runtime/antd-react19';
import { imClientOf } from './runtime/im';
import { createRuntime } from './runtime/runtime';
import './app/app.css';

wireAntdMobileForReact19();
const runtime = createRuntime();
// A stored token restores the session before the first screen asks for data.
void runtime.session.restore(runtime.api);
// Chat logs in after the app login (or the restore above) and out on logout (spec §4).
imClientOf(runtime).start();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App runtime={runtime} />
  </StrictMode>,
);
