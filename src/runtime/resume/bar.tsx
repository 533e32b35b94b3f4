import type { ReactNode } from 'react';
import { useRuntime } from '../runtime';
import './resume.css';

/**
 * The top bar of resume pages drawn without the app header (spec §2 layout
 * rules: resume-resume, resume-preview): back, title and the page's actions.
 */
export function ResumeBar({ title, children, backTo = '/me' }: { title: string; children?: ReactNode; backTo?: string }) {
  const { navigator } = useRuntime();
  const back = () => {
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof idx === 'number' && idx > 0) window.history.back();
    else navigator.navigate?.(backTo, { replace: true });
  };
  return (
    <div className="rm-resume-bar">
      <button type="button" className="rm-resume-bar__back" aria-label="返回" onClick={back}>
        ‹
      </button>
      <div className="rm-resume-bar__title">{title}</div>
      <div className="rm-resume-bar__actions">{children}</div>
    </div>
  );
}
