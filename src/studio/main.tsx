import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config, locales } from 'zod';
import { StudioApp } from './app';
import './studio.css';

// Property forms show zod's message for a check a schema gives none of its own: operators read zod's own zh-CN.
// (Not `z.config`: builds treat calls on `z` as pure and drop those whose value is unused, see vite.config.ts.)
config(locales.zhCN());

const root = document.getElementById('root');
if (!root) throw new Error('admin.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <StudioApp />
  </StrictMode>,
);
