import { NavBar } from 'antd-mobile';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { SCROLL_TITLE_THRESHOLD } from '../../runtime/constants';
import { useHeaderTitle } from '../../runtime/document-title';
import { headerMode, routeLayout } from './layout';
import { PageReportContext, type PageMeta, type PageReport } from './shell-store';

/** Back: one step in the app's history, or home when the page was opened directly. */
function useBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof idx === 'number' && idx > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  };
}

/** The mobile header bar: back arrow and the page title (spec §2 layout rules). */
export function PageHeader({ title }: { title: string }) {
  const back = useBack();
  return (
    <header className="shell-header" data-testid="page-header">
      <NavBar onBack={back} backIcon>
        {title}
      </NavBar>
    </header>
  );
}

/** A page without a header bar: a slim title bar fades in once scrolled past SCROLL_TITLE_THRESHOLD px. */
export function ScrollTitle({ title }: { title: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_TITLE_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <div className={`shell-scroll-title${shown ? ' shell-scroll-title--shown' : ''}`} data-testid="scroll-title" aria-hidden={!shown}>
      {title}
    </div>
  );
}

/**
 * The frame of one route's page: its header by the layout rules and the page
 * meta its design route reports (title, header, class).
 */
export function PageFrame({ pageKey, title, ownHeader = false, children }: { pageKey: string; title: string; ownHeader?: boolean; children: ReactNode }) {
  const [meta, setMeta] = useState<PageMeta | null>(null);
  const report = useMemo<PageReport>(() => ({ setMeta }), []);
  const mode = headerMode(routeLayout(pageKey), meta, ownHeader);
  const shownTitle = useHeaderTitle() ?? meta?.title ?? title;
  return (
    <PageReportContext.Provider value={report}>
      {mode === 'bar' && <PageHeader title={shownTitle} />}
      {mode === 'scroll-title' && shownTitle && <ScrollTitle title={shownTitle} />}
      {children}
    </PageReportContext.Provider>
  );
}
