import { lazy, Suspense, useEffect, useState } from 'react';
import { z } from 'zod';
import type { AppSetting } from '../../../schemas/design';
import { isDesktopBrowser } from './layout';

/** The QR code component with its library, fetched only when a desktop browser shows the sidebar. */
const QrCode = lazy(() => import('../../runtime/ui/qr-code').then((m) => ({ default: m.QrCode })));

/** Whether this is a desktop browser; follows window resizes. */
export function useDesktop(): boolean {
  const [desktop, setDesktop] = useState(() => isDesktopBrowser(window));
  useEffect(() => {
    const onResize = () => setDesktop(isDesktopBrowser(window));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return desktop;
}

/**
 * Mobile lock (spec §2): mobileLock and desktopUrl of the app setting, read
 * defensively from the raw answer; anything missing or malformed means no lock.
 */
const mobileLockSchema = z.object({
  mobileLock: z.literal(true),
  desktopUrl: z.url({ protocol: /^https?$/ }),
});

/** The desktop site to go to when mobile-lock is on, or null. */
export function mobileLockTarget(rawSetting: unknown): string | null {
  const r = mobileLockSchema.safeParse(rawSetting);
  return r.success ? r.data.desktopUrl : null;
}

/** The desktop sidebar: the site name and a code to open the site on a phone (spec §2). */
export function DesktopSidebar({ setting }: { setting: AppSetting | null }) {
  const name = setting?.appName ?? '';
  const qr = setting?.wechatQrGzg || setting?.wechatQrXcx || '';
  return (
    <aside className="shell-desktop-sidebar" data-testid="desktop-sidebar">
      {setting?.logoSquare ? <img className="shell-desktop-sidebar__logo" src={setting.logoSquare} alt="" /> : null}
      <h2 className="shell-desktop-sidebar__name">{name}</h2>
      {qr ? (
        <img className="shell-desktop-sidebar__qr" src={qr} alt="扫码关注" />
      ) : (
        // No code of the tenant's own: a code of this page's address, drawn in the browser (its library loads with it).
        <div className="shell-desktop-sidebar__qr" data-testid="desktop-qr">
          <Suspense fallback={<div className="shell-desktop-sidebar__qr--placeholder" aria-busy="true" />}>
            <QrCode text={window.location.href} size={140} label="手机扫码打开本页" />
          </Suspense>
        </div>
      )}
      <p className="shell-desktop-sidebar__hint">手机扫码，随时随地找工作</p>
      <p className="shell-desktop-sidebar__url">{window.location.host}</p>
    </aside>
  );
}
