import type { ReactNode } from 'react';

/**
 * A 375 px phone. Its screen is transformed, so the runtime's position:fixed
 * parts (the tab bar) sit inside the phone instead of the studio's window.
 */
export function PhoneFrame({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <div className="studio-phone" data-testid="phone-preview">
      <div className="studio-phone-screen">
        <div className="studio-phone-status">
          <span>9:41</span>
          <span>●●● ▮</span>
        </div>
        {title ? <div className="studio-phone-title">{title}</div> : null}
        <div className="studio-phone-body">{children}</div>
      </div>
    </div>
  );
}
