import { Badge } from 'antd-mobile';
import { useId, useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { imageUrlSchema, type TabbarConfig, type TabbarItem } from '../../../schemas/design';
import { cssUrl, readableTextColor, safeColor } from '../theme/theme';
import { fontIcon, MenuCloseIcon, MenuIcon } from './tabbar-icons';
import { BADGE_DOT, TABBAR_HEIGHT, bgImageFor, centreIndex, itemBadge, matchTab, tabTarget, type BadgeText } from './tabbar-rules';
import './tabbar.css';

export interface TabbarProps {
  /** The role's bar (pickTabbar); nothing renders without one. */
  config: TabbarConfig | null | undefined;
  /** The current location: pathname, optionally with `?search` (matched against items whose link has a query). */
  pathname: string;
  /** Badge counts by infoKey, e.g. `{ unread: 3 }`. */
  counts?: Readonly<Record<string, number | undefined>> | undefined;
  /** Called with an internal path (query included) when a tab is tapped; external URLs open as plain links. */
  onNavigate: (path: string) => void;
}

/** Schema defaults, used again when a colour fails the check (safeColor). */
const DEFAULT_COLORS = { bg: '#ffffff', line: '#eeeeee', color: '#6b7079', active: '#1677ff' } as const;

function num(v: number | undefined, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}

/** The bar's settings as CSS variables; every colour passes the colour check, every image the URL check. */
function barVariables(config: TabbarConfig): Record<string, string> {
  const active = safeColor(config.activeColor) ?? DEFAULT_COLORS.active;
  const vars: Record<string, string> = {
    '--tb-height': `${TABBAR_HEIGHT}px`,
    '--tb-bg': safeColor(config.bgColor) ?? DEFAULT_COLORS.bg,
    '--tb-line': safeColor(config.lineColor) ?? DEFAULT_COLORS.line,
    '--tb-color': safeColor(config.color) ?? DEFAULT_COLORS.color,
    '--tb-active': active,
    // The active tab's 11 px label: the colour darkened until it reads (the icon keeps the exact colour).
    '--tb-active-text': readableTextColor(active),
    '--tb-replace': safeColor(config.replaceColor) ?? 'currentColor',
    '--tb-menu-bg': safeColor(config.menuBgColor) ?? active,
    '--tb-menu-color': safeColor(config.menuColor) ?? '#ffffff',
    '--tb-pdx': `${num(config.pdX, 12)}px`,
    '--tb-pdy': `${num(config.pdY, 8)}px`,
    '--tb-radius': `${num(config.radius, 0)}px`,
    '--tb-btn-hei': `${num(config.btnHei, 48)}px`,
    '--tb-btn-radius': `${num(config.btnRadius, 24)}px`,
  };
  const image = cssUrl(bgImageFor(config));
  if (image) vars['--tb-bg-image'] = image;
  return vars;
}

function safeImage(src: string | undefined): string | undefined {
  const r = imageUrlSchema.safeParse(src);
  return r.success ? r.data : undefined;
}

function TabIcon({ config, item, active }: { config: TabbarConfig; item: TabbarItem; active: boolean }) {
  if (config.iconType === 2) {
    const src = active ? (safeImage(item.img1) ?? safeImage(item.img0)) : (safeImage(item.img0) ?? safeImage(item.img1));
    if (src) return <img className="rm-tabbar__img" src={src} alt="" draggable={false} />;
  } else {
    const Icon = (active ? fontIcon(item.icon1) : undefined) ?? fontIcon(item.icon);
    if (Icon) return <Icon className="rm-tabbar__svg" aria-hidden focusable={false} />;
  }
  // An unknown icon name or a missing image: the label's first character, so the tab stays recognisable.
  return <span className="rm-tabbar__glyph">{item.text.trim().slice(0, 1) || '•'}</span>;
}

function badgeLabel(badge: BadgeText): string {
  if (!badge) return '';
  return badge === BADGE_DOT ? '，有新提醒' : `，${badge} 条提醒`;
}

function WithBadge({ badge, children }: { badge: BadgeText; children: ReactNode }) {
  if (!badge) return <>{children}</>;
  return (
    <Badge content={badge === BADGE_DOT ? Badge.dot : badge} className="rm-tabbar__badge">
      {children}
    </Badge>
  );
}

/** Plain clicks route inside the app; modified clicks (new tab, new window) are left to the browser. */
function followInternal(e: MouseEvent<HTMLAnchorElement>, href: string, current: string, onNavigate: (path: string) => void) {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  if (href !== current) onNavigate(href);
}

interface ItemProps {
  config: TabbarConfig;
  item: TabbarItem;
  active: boolean;
  centre: boolean;
  badge: BadgeText;
  current: string;
  onNavigate: (path: string) => void;
  className: string;
}

function TabLink({ config, item, active, centre, badge, current, onNavigate, className }: ItemProps) {
  const target = tabTarget(item.link.h5);
  const row = className === 'rm-tabbar__row';
  const cls = [className, active && 'is-active', centre && `${className}--centre`].filter(Boolean).join(' ');
  // The icon and its badge are decoration: the label and the hidden badge text make the accessible name.
  const icon = centre ? (
    <span className="rm-tabbar__centre-slot" aria-hidden>
      <span className="rm-tabbar__centre-btn">
        <WithBadge badge={badge}>
          <TabIcon config={config} item={item} active={active} />
        </WithBadge>
      </span>
    </span>
  ) : (
    <span className="rm-tabbar__icon" aria-hidden>
      <WithBadge badge={row ? '' : badge}>
        <TabIcon config={config} item={item} active={active} />
      </WithBadge>
    </span>
  );
  const body = (
    <>
      {icon}
      <span className="rm-tabbar__label">{item.text}</span>
      {/* In a menu row the badge sits at the row's end, where a list shows counts. */}
      {row && badge && (
        <span className="rm-tabbar__row-badge" aria-hidden>
          <Badge content={badge === BADGE_DOT ? Badge.dot : badge} className="rm-tabbar__badge" />
        </span>
      )}
      {badge && <span className="rm-visually-hidden">{badgeLabel(badge)}</span>}
    </>
  );
  const common = { className: cls, 'aria-current': active ? ('page' as const) : undefined, 'data-tab': item.text };
  if (target.kind === 'internal') {
    return (
      <a {...common} href={target.href} onClick={(e) => followInternal(e, target.href, current, onNavigate)}>
        {body}
      </a>
    );
  }
  if (target.kind === 'external') {
    return (
      <a {...common} href={target.href} rel="noopener noreferrer">
        {body}
      </a>
    );
  }
  // A link that is neither an internal path nor an allowed URL: shown, but it goes nowhere.
  return (
    <button {...common} type="button" disabled>
      {body}
    </button>
  );
}

function SideMenu({ config, active, counts, current, onNavigate, style }: Omit<TabbarProps, 'config' | 'pathname'> & { config: TabbarConfig; active: number; current: string; style: CSSProperties }) {
  const [open, setOpen] = useState(config.open ?? false);
  const panelId = useId();
  const MenuGlyph = open ? MenuCloseIcon : (fontIcon(config.menuIcon) ?? MenuIcon);
  const anyBadge = config.list.some((item) => itemBadge(config, item, counts) !== '');
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape' && open) setOpen(false);
  };
  return (
    <nav className={`rm-tabbar rm-tabbar--side rm-tabbar--theme-${config.theme}${open ? ' is-open' : ''}`} aria-label="导航菜单" style={style} onKeyDown={onKeyDown}>
      <div className="rm-tabbar__panel" id={panelId} hidden={!open}>
        {config.list.map((item, i) => (
          <TabLink
            key={`${i}-${item.link.h5}`}
            config={config}
            item={item}
            active={i === active}
            centre={false}
            badge={itemBadge(config, item, counts)}
            current={current}
            onNavigate={onNavigate}
            className="rm-tabbar__row"
          />
        ))}
      </div>
      <button type="button" className="rm-tabbar__menu-btn" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {!open && anyBadge ? (
          <Badge content={Badge.dot} className="rm-tabbar__badge">
            <MenuGlyph className="rm-tabbar__svg" aria-hidden focusable={false} />
          </Badge>
        ) : (
          <MenuGlyph className="rm-tabbar__svg" aria-hidden focusable={false} />
        )}
        <span className="rm-tabbar__menu-text">{open ? '收起' : config.menuText || '菜单'}</span>
      </button>
    </nav>
  );
}

/**
 * The role's tab bar (spec §2): a bottom bar (type 0), a floating bar (1) or a
 * side menu (2), shown only on the pages it links to. Themes 0–4 are visual
 * variants: 0 plain, 1 top line, 2 a pill behind the active icon, 3 and 4 the
 * design's background image (4 adds an indicator over the active tab).
 */
export function Tabbar({ config, pathname, counts, onNavigate }: TabbarProps) {
  if (!config || config.list.length === 0) return null;
  const active = matchTab(config.list, pathname);
  if (active === -1) return null;
  const style = barVariables(config) as CSSProperties;
  if (config.type === 2) {
    return <SideMenu config={config} active={active} counts={counts} current={pathname} onNavigate={onNavigate} style={style} />;
  }
  const centre = centreIndex(config);
  const kind = config.type === 1 ? 'float' : 'bar';
  return (
    <>
      {/* Keeps the page's last lines above the fixed bar. */}
      <div className={`rm-tabbar-spacer rm-tabbar-spacer--${kind}`} style={style} aria-hidden />
      <nav className={`rm-tabbar rm-tabbar--${kind} rm-tabbar--theme-${config.theme}${centre === -1 ? '' : ' has-centre'}`} aria-label="底部导航" style={style}>
        <div className="rm-tabbar__inner">
          {config.list.map((item, i) => (
            <TabLink
              key={`${i}-${item.link.h5}`}
              config={config}
              item={item}
              active={i === active}
              centre={i === centre}
              badge={itemBadge(config, item, counts)}
              current={pathname}
              onNavigate={onNavigate}
              className="rm-tabbar__item"
            />
          ))}
        </div>
      </nav>
    </>
  );
}
