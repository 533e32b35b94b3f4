import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './app';
import './studio.css';

const root = document.getElementById('root');
if (!root) throw new Error('admin.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <StudioApp />
  </StrictMode>,
);
