import { JOB_SEARCH_PLACEHOLDER, JOB_SEARCH_TABS } from '../../schemas/job';
import { escapeHtml } from './seo';

/**
 * The page's outline in the HTML (issue 15): grey blocks where the page's
 * widgets will be, sized as those widgets draw, under the page's own header,
 * so a slow phone shows the shape of the screen at first paint instead of a
 * spinner, and nothing jumps when the app draws over it. React replaces it.
 * Styles are inline (the CSP allows inline styles, never inline scripts).
 * Nothing moves: an endless shimmer would repaint every frame on the phone's
 * busiest seconds, while it parses the app.
 */

/**
 * The record a detail page shows (job, company, article), as the server's page head read it: the
 * skeleton writes its title and opening text, so a phone reads the real words at the first paint
 * while the app is still loading, and the screen's largest paint is that text, not a grey block.
 */
export interface SkeletonSubject {
  title: string;
  description: string;
  keywords: string[];
  /** The opening text with its line breaks, as the page shows it (else the description is written). */
  body?: string | undefined;
}

/** The detail widgets whose record the skeleton can write. */
const SUBJECT_WIDGETS = new Set(['job-detail', 'company-detail', 'article-detail']);

/** A design node as stored JSON (not yet parsed): only what the skeleton reads. */
export interface NodeLike {
  type?: unknown;
  props?: unknown;
  style?: unknown;
  children?: unknown;
}

/** The first image a page shows near its top (a banner slide, an image widget): its URL, or null. */
export function firstImageOf(nodes: NodeLike[]): string | null {
  const find = (v: unknown, depth: number): string | null => {
    if (depth > 4 || !v || typeof v !== 'object') return null;
    if (Array.isArray(v)) return v.length ? find(v[0], depth + 1) : null;
    for (const [k, x] of Object.entries(v)) {
      if ((k === 'image' || k === 'src') && typeof x === 'string' && /^(?:\/|https?:\/\/)[^\s"'<>]+$/.test(x)) return x;
    }
    for (const x of Object.values(v)) {
      const got = find(x, depth + 1);
      if (got) return got;
    }
    return null;
  };
  // Only the first screen: the first few widgets at the top level.
  for (const n of nodes.slice(0, 3)) {
    const got = find(n.props, 0);
    if (got) return got;
  }
  return null;
}


/** Heights (px) of the widgets as they draw at 375 px wide; a list is a few cards of its own height. */
const HEIGHTS: Record<string, number> = {
  'search-bar': 54,
  'notice-bar': 40,
  'title-bar': 44,
  'grid-nav': 150,
  spacer: 16,
  divider: 1,
  'job-list': 110,
  'company-list': 96,
  'article-list': 96,
  'live-list': 120,
  'job-detail': 320,
  'company-detail': 260,
  'article-detail': 360,
};
/** A job card in the search screen's list (title, tags, company). */
const JOB_CARD_HEIGHT = 145;
const LISTS = new Set(['job-list', 'company-list', 'article-list', 'live-list', 'event-list']);
const DEFAULT_HEIGHT = 64;
/** Enough blocks to fill a phone's first screen. */
const MAX_BLOCKS = 8;

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v < 2000 ? v : null);

const STYLE = `<style>
.boot-sk{min-height:100vh;background:#f5f5f5}
.boot-sk__header{height:45px;display:flex;align-items:center;justify-content:center;background:#fff;border-bottom:1px solid #eee;font:500 17px/1 -apple-system,BlinkMacSystemFont,"PingFang SC","Helvetica Neue",sans-serif;color:#333}
.boot-sk__block{margin:0 12px;border-radius:8px;background:#ebebeb}
.boot-sk__card{margin:8px 12px 0;border-radius:8px;background:#fff;padding:14px}
.boot-sk__line{height:14px;margin-bottom:10px;border-radius:4px;background:#ebebeb}
.boot-sk__img{display:block;width:calc(100% - 24px);margin:0 12px;border-radius:10px;object-fit:cover;background:#e8f1ff}
.boot-sk__title{margin:0 0 8px;font:600 20px/1.4 -apple-system,BlinkMacSystemFont,"PingFang SC","Helvetica Neue",sans-serif;color:#1a1a1a}
.boot-sk__meta{margin:0;font:13px/1.5 -apple-system,BlinkMacSystemFont,"PingFang SC","Helvetica Neue",sans-serif;color:#666}
.boot-sk__text{margin:0;white-space:pre-line;font:15px/1.75 -apple-system,BlinkMacSystemFont,"PingFang SC","Helvetica Neue",sans-serif;color:#333}
.boot-sk__listhead{margin:0;padding:14px 16px 8px;font:600 20px/1.4 -apple-system,BlinkMacSystemFont,"PingFang SC","Helvetica Neue",sans-serif;color:#1f1f1f}
.boot-sk__row{display:flex;align-items:center;gap:16px;height:72px;padding:0 16px;background:#fff;border-bottom:1px solid #f0f0f0}
.boot-sk__avatar{flex:none;width:44px;height:44px;border-radius:50%;background:#ebebeb}
.boot-sk__row .boot-sk__line{margin:6px 0}
.boot-sk__search{background:#fff;padding:8px 12px 0;box-shadow:0 1px 0 #f0f1f3;font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Helvetica Neue",sans-serif}
.boot-sk__box{display:flex;align-items:center;gap:8px;height:34px}
.boot-sk__input{flex:1;display:flex;align-items:center;gap:4px;height:34px;padding-left:9px;border-radius:18px;background:#f5f5f5;font-size:15px;color:#6b7079;white-space:nowrap;overflow:hidden}
.boot-sk__go{flex:none;width:56px;height:34px;border-radius:17px;background:#ebebeb}
.boot-sk__tabs{display:flex;align-items:center;gap:14px;height:44px;font-size:15px;color:#646a73}
.boot-sk__tabs b{color:#1f2329}
.boot-sk__tabs i{font-style:normal;font-size:13px;height:28px;line-height:28px;padding:0 10px;border-radius:14px;background:#f4f5f7}
.boot-sk__tabs i:first-of-type{margin-left:auto;margin-right:-8px}
</style>`;

/** The conversation list (/message) draws its own heading (the page has no header): written here as it draws. */
const CHAT_LIST_TITLE = '消息';

/** The job search screen's head as it draws (box with its hint, tabs, 地区 and 筛选): its hint is the first screen's largest words. */
function jobSearchHead(props: Record<string, unknown>): string {
  const hint = typeof props.placeholder === 'string' ? props.placeholder : JOB_SEARCH_PLACEHOLDER;
  const tabs = JOB_SEARCH_TABS.filter((t) => t.mode !== 'nearby' || props.nearby !== false);
  const glass = '<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><circle cx="11" cy="11" r="7" fill="none" stroke="#ccc" stroke-width="2.2"/><path d="M16.5 16.5 21 21" stroke="#ccc" stroke-width="2.2" stroke-linecap="round"/></svg>';
  const row = tabs.map((t, i) => (i === 0 ? `<b>${escapeHtml(t.label)}</b>` : `<span>${escapeHtml(t.label)}</span>`)).join('');
  return `<div class="boot-sk__search"><div class="boot-sk__box"><div class="boot-sk__input">${glass}<span>${escapeHtml(hint)}</span></div><span class="boot-sk__go"></span></div><div class="boot-sk__tabs">${row}<i>地区</i><i>筛选</i></div></div>`;
}

function chatRows(n: number): string {
  const row = `<div class="boot-sk__row"><i class="boot-sk__avatar"></i><div style="flex:1"><div class="boot-sk__line" style="width:35%"></div><div class="boot-sk__line" style="width:70%"></div></div></div>`;
  return row.repeat(n);
}

function cards(n: number, height: number): string {
  const card = `<div class="boot-sk__card" style="height:${height - 8}px"><div class="boot-sk__line" style="width:60%"></div><div class="boot-sk__line" style="width:40%"></div><div class="boot-sk__line" style="width:80%"></div></div>`;
  return card.repeat(n);
}

/** A detail record's title, keywords and opening text, in cards where the detail widget draws them. */
function subjectCards(subject: SkeletonSubject, mt: number): string {
  const meta = subject.keywords.filter(Boolean).map(escapeHtml).join(' · ');
  const head = `<div class="boot-sk__card" style="margin-top:${mt + 8}px"><h1 class="boot-sk__title">${escapeHtml(subject.title)}</h1>${meta ? `<p class="boot-sk__meta">${meta}</p>` : ''}</div>`;
  // As much text as fills the screen below the title: the page's largest paint is these words at the first
  // paint, not the app's text block a few seconds later (a smaller block here would be outdone by it).
  const opening = subject.body || subject.description;
  const text = opening ? `<div class="boot-sk__card"><p class="boot-sk__text">${escapeHtml(opening)}</p></div>` : '';
  return head + text;
}

/**
 * The skeleton of a page from its top-level nodes; a page not known gets a plain outline. A detail
 * page given its record (`subject`) shows the record's title and opening text in place of its grey block.
 */
export function skeletonOf(
  key: string | null,
  nodes: NodeLike[],
  setting: { appName?: string } | null,
  meta?: { title?: unknown; header?: unknown },
  subject?: SkeletonSubject | null,
): string {
  const parts: string[] = [STYLE, '<div class="boot-sk" aria-busy="true" aria-label="加载中">'];
  if (meta?.header !== false && key && key !== 'home') {
    const title = typeof meta?.title === 'string' ? meta.title : (setting?.appName ?? '');
    parts.push(`<div class="boot-sk__header">${escapeHtml(title)}</div>`);
  }
  let blocks = 0;
  for (const n of nodes) {
    if (blocks >= MAX_BLOCKS) break;
    const type = typeof n.type === 'string' ? n.type : '';
    const props = (n.props && typeof n.props === 'object' ? n.props : {}) as Record<string, unknown>;
    const style = (n.style && typeof n.style === 'object' ? n.style : {}) as Record<string, unknown>;
    const mt = num(style.mt) ?? 0;
    if (LISTS.has(type)) {
      parts.push(`<div style="margin-top:${mt}px">${cards(4, HEIGHTS[type] ?? DEFAULT_HEIGHT)}</div>`);
      blocks += 4;
      continue;
    }
    if (type === 'chat-list') {
      // Its heading is the page's first words (the widget's own default when the design sets none; empty hides it).
      const title = typeof props.title === 'string' ? props.title : CHAT_LIST_TITLE;
      parts.push(`<div style="margin-top:${mt}px">${title ? `<h2 class="boot-sk__listhead">${escapeHtml(title)}</h2>` : ''}${chatRows(4)}</div>`);
      blocks += 4;
      continue;
    }
    if (type === 'job-search') {
      parts.push(`<div style="margin-top:${mt}px">${jobSearchHead(props)}<div style="padding-top:2px">${cards(4, JOB_CARD_HEIGHT)}</div></div>`);
      blocks += 5;
      continue;
    }
    if (subject && SUBJECT_WIDGETS.has(type)) {
      parts.push(subjectCards(subject, mt));
      blocks += 2;
      continue;
    }
    const h = num(props.height) ?? HEIGHTS[type] ?? DEFAULT_HEIGHT;
    // A banner's first slide is drawn as it will be (same place, same size): the first screen's largest
    // paint is the picture itself as soon as it arrives (it is preloaded), not a grey box.
    const image = type === 'banner-swiper' && blocks < 3 ? firstImageOf([n]) : null;
    if (image) parts.push(`<img class="boot-sk__img" src="${escapeHtml(image)}" alt="" style="height:${h}px;margin-top:${mt}px" />`);
    else parts.push(`<div class="boot-sk__block" style="height:${h}px;margin-top:${mt}px"></div>`);
    blocks++;
  }
  if (blocks === 0) parts.push(cards(4, DEFAULT_HEIGHT + 40));
  parts.push('</div>');
  return parts.join('');
}
