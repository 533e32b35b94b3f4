import { CloseOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { lazy, Suspense, type FC, type SVGProps } from 'react';

type Icon = FC<SVGProps<SVGSVGElement>>;

/**
 * An icon whose SVG loads on first use, one chunk per icon, so a page carries
 * only the icons it draws. While it loads, an empty SVG of the same size and
 * class holds its place (no layout shift).
 */
function lazyIcon(load: () => Promise<{ default: Icon }>): Icon {
  const Inner = lazy(load);
  function LazyIcon(props: SVGProps<SVGSVGElement>) {
    return (
      <Suspense fallback={<svg className={props.className} style={props.style} width="1em" height="1em" aria-hidden focusable={false} />}>
        <Inner {...props} />
      </Suspense>
    );
  }
  return LazyIcon;
}

/**
 * Font icon names a tab may carry (iconType 1): antd-mobile-icons names
 * (`AppOutline`, any case) and the short names older designs used (`home`,
 * `chat-fill`, `account`). A curated set, each its own chunk loaded when drawn.
 */
const BY_COMPONENT = {
  AddCircleOutline: lazyIcon(() => import('antd-mobile-icons/es/AddCircleOutline')),
  AddOutline: lazyIcon(() => import('antd-mobile-icons/es/AddOutline')),
  AppOutline: lazyIcon(() => import('antd-mobile-icons/es/AppOutline')),
  AppstoreOutline: lazyIcon(() => import('antd-mobile-icons/es/AppstoreOutline')),
  BankcardOutline: lazyIcon(() => import('antd-mobile-icons/es/BankcardOutline')),
  BellOutline: lazyIcon(() => import('antd-mobile-icons/es/BellOutline')),
  BillOutline: lazyIcon(() => import('antd-mobile-icons/es/BillOutline')),
  CalendarOutline: lazyIcon(() => import('antd-mobile-icons/es/CalendarOutline')),
  CheckShieldOutline: lazyIcon(() => import('antd-mobile-icons/es/CheckShieldOutline')),
  ClockCircleOutline: lazyIcon(() => import('antd-mobile-icons/es/ClockCircleOutline')),
  CloseOutline: lazyIcon(() => import('antd-mobile-icons/es/CloseOutline')),
  CompassOutline: lazyIcon(() => import('antd-mobile-icons/es/CompassOutline')),
  ContentOutline: lazyIcon(() => import('antd-mobile-icons/es/ContentOutline')),
  CouponOutline: lazyIcon(() => import('antd-mobile-icons/es/CouponOutline')),
  EditSOutline: lazyIcon(() => import('antd-mobile-icons/es/EditSOutline')),
  EnvironmentOutline: lazyIcon(() => import('antd-mobile-icons/es/EnvironmentOutline')),
  FileOutline: lazyIcon(() => import('antd-mobile-icons/es/FileOutline')),
  FireFill: lazyIcon(() => import('antd-mobile-icons/es/FireFill')),
  GiftOutline: lazyIcon(() => import('antd-mobile-icons/es/GiftOutline')),
  GlobalOutline: lazyIcon(() => import('antd-mobile-icons/es/GlobalOutline')),
  HeartFill: lazyIcon(() => import('antd-mobile-icons/es/HeartFill')),
  HeartOutline: lazyIcon(() => import('antd-mobile-icons/es/HeartOutline')),
  HistogramOutline: lazyIcon(() => import('antd-mobile-icons/es/HistogramOutline')),
  LocationFill: lazyIcon(() => import('antd-mobile-icons/es/LocationFill')),
  LocationOutline: lazyIcon(() => import('antd-mobile-icons/es/LocationOutline')),
  MailFill: lazyIcon(() => import('antd-mobile-icons/es/MailFill')),
  MailOutline: lazyIcon(() => import('antd-mobile-icons/es/MailOutline')),
  MessageFill: lazyIcon(() => import('antd-mobile-icons/es/MessageFill')),
  MessageOutline: lazyIcon(() => import('antd-mobile-icons/es/MessageOutline')),
  MoreOutline: lazyIcon(() => import('antd-mobile-icons/es/MoreOutline')),
  PhoneFill: lazyIcon(() => import('antd-mobile-icons/es/PhoneFill')),
  PictureOutline: lazyIcon(() => import('antd-mobile-icons/es/PictureOutline')),
  PlayOutline: lazyIcon(() => import('antd-mobile-icons/es/PlayOutline')),
  QuestionCircleOutline: lazyIcon(() => import('antd-mobile-icons/es/QuestionCircleOutline')),
  ScanningOutline: lazyIcon(() => import('antd-mobile-icons/es/ScanningOutline')),
  SearchOutline: lazyIcon(() => import('antd-mobile-icons/es/SearchOutline')),
  SetOutline: lazyIcon(() => import('antd-mobile-icons/es/SetOutline')),
  ShopbagOutline: lazyIcon(() => import('antd-mobile-icons/es/ShopbagOutline')),
  SmileOutline: lazyIcon(() => import('antd-mobile-icons/es/SmileOutline')),
  StarFill: lazyIcon(() => import('antd-mobile-icons/es/StarFill')),
  StarOutline: lazyIcon(() => import('antd-mobile-icons/es/StarOutline')),
  TagOutline: lazyIcon(() => import('antd-mobile-icons/es/TagOutline')),
  TeamFill: lazyIcon(() => import('antd-mobile-icons/es/TeamFill')),
  TeamOutline: lazyIcon(() => import('antd-mobile-icons/es/TeamOutline')),
  UnorderedListOutline: lazyIcon(() => import('antd-mobile-icons/es/UnorderedListOutline')),
  UserCircleOutline: lazyIcon(() => import('antd-mobile-icons/es/UserCircleOutline')),
  UserOutline: lazyIcon(() => import('antd-mobile-icons/es/UserOutline')),
  VideoOutline: lazyIcon(() => import('antd-mobile-icons/es/VideoOutline')),
} satisfies Record<string, Icon>;

const ALIASES: Record<string, Icon> = {
  home: BY_COMPONENT.AppOutline, index: BY_COMPONENT.AppOutline, shouye: BY_COMPONENT.AppOutline,
  grid: BY_COMPONENT.AppstoreOutline, apps: BY_COMPONENT.AppstoreOutline, app: BY_COMPONENT.AppstoreOutline, category: BY_COMPONENT.AppstoreOutline, appstore: BY_COMPONENT.AppstoreOutline,
  job: BY_COMPONENT.UnorderedListOutline, jobs: BY_COMPONENT.UnorderedListOutline, work: BY_COMPONENT.UnorderedListOutline, list: BY_COMPONENT.UnorderedListOutline, menu: BY_COMPONENT.UnorderedListOutline,
  bag: BY_COMPONENT.ShopbagOutline, shop: BY_COMPONENT.ShopbagOutline, mall: BY_COMPONENT.ShopbagOutline,
  search: BY_COMPONENT.SearchOutline,
  chat: BY_COMPONENT.MessageOutline, message: BY_COMPONENT.MessageOutline, msg: BY_COMPONENT.MessageOutline, chatbubble: BY_COMPONENT.MessageOutline,
  'chat-fill': BY_COMPONENT.MessageFill, 'message-fill': BY_COMPONENT.MessageFill, 'msg-fill': BY_COMPONENT.MessageFill, 'chatbubble-fill': BY_COMPONENT.MessageFill,
  account: BY_COMPONENT.UserOutline, user: BY_COMPONENT.UserOutline, me: BY_COMPONENT.UserOutline, my: BY_COMPONENT.UserOutline, mine: BY_COMPONENT.UserOutline, person: BY_COMPONENT.UserOutline,
  'account-fill': BY_COMPONENT.UserCircleOutline, 'user-fill': BY_COMPONENT.UserCircleOutline, 'me-fill': BY_COMPONENT.UserCircleOutline,
  team: BY_COMPONENT.TeamOutline, group: BY_COMPONENT.TeamOutline, company: BY_COMPONENT.TeamOutline, brand: BY_COMPONENT.TeamOutline, 'team-fill': BY_COMPONENT.TeamFill, 'company-fill': BY_COMPONENT.TeamFill,
  bell: BY_COMPONENT.BellOutline, notice: BY_COMPONENT.BellOutline, notification: BY_COMPONENT.BellOutline,
  star: BY_COMPONENT.StarOutline, favorite: BY_COMPONENT.StarOutline, collect: BY_COMPONENT.StarOutline, 'star-fill': BY_COMPONENT.StarFill, vip: BY_COMPONENT.StarFill, crown: BY_COMPONENT.StarFill,
  heart: BY_COMPONENT.HeartOutline, like: BY_COMPONENT.HeartOutline, 'heart-fill': BY_COMPONENT.HeartFill,
  map: BY_COMPONENT.LocationOutline, location: BY_COMPONENT.LocationOutline, 'map-fill': BY_COMPONENT.LocationFill, 'location-fill': BY_COMPONENT.LocationFill, environment: BY_COMPONENT.EnvironmentOutline,
  calendar: BY_COMPONENT.CalendarOutline, date: BY_COMPONENT.CalendarOutline, clock: BY_COMPONENT.ClockCircleOutline, time: BY_COMPONENT.ClockCircleOutline,
  file: BY_COMPONENT.FileOutline, 'file-text': BY_COMPONENT.FileOutline, resume: BY_COMPONENT.FileOutline, document: BY_COMPONENT.FileOutline,
  news: BY_COMPONENT.ContentOutline, article: BY_COMPONENT.ContentOutline, content: BY_COMPONENT.ContentOutline,
  edit: BY_COMPONENT.EditSOutline, 'edit-pen': BY_COMPONENT.EditSOutline,
  play: BY_COMPONENT.PlayOutline, 'play-circle': BY_COMPONENT.PlayOutline, video: BY_COMPONENT.VideoOutline, live: BY_COMPONENT.VideoOutline, movie: BY_COMPONENT.VideoOutline,
  setting: BY_COMPONENT.SetOutline, settings: BY_COMPONENT.SetOutline, set: BY_COMPONENT.SetOutline,
  gift: BY_COMPONENT.GiftOutline, coupon: BY_COMPONENT.CouponOutline, wallet: BY_COMPONENT.BankcardOutline, bankcard: BY_COMPONENT.BankcardOutline, bill: BY_COMPONENT.BillOutline, order: BY_COMPONENT.BillOutline,
  plus: BY_COMPONENT.AddOutline, add: BY_COMPONENT.AddOutline, 'plus-circle': BY_COMPONENT.AddCircleOutline, 'add-circle': BY_COMPONENT.AddCircleOutline, publish: BY_COMPONENT.AddCircleOutline,
  scan: BY_COMPONENT.ScanningOutline, phone: BY_COMPONENT.PhoneFill, mail: BY_COMPONENT.MailOutline, email: BY_COMPONENT.MailOutline, 'mail-fill': BY_COMPONENT.MailFill,
  fire: BY_COMPONENT.FireFill, hot: BY_COMPONENT.FireFill, more: BY_COMPONENT.MoreOutline, 'more-dot-fill': BY_COMPONENT.MoreOutline,
  help: BY_COMPONENT.QuestionCircleOutline, question: BY_COMPONENT.QuestionCircleOutline, service: BY_COMPONENT.QuestionCircleOutline, 'customer-service': BY_COMPONENT.QuestionCircleOutline,
  compass: BY_COMPONENT.CompassOutline, discover: BY_COMPONENT.CompassOutline, explore: BY_COMPONENT.CompassOutline, global: BY_COMPONENT.GlobalOutline, web: BY_COMPONENT.GlobalOutline,
  photo: BY_COMPONENT.PictureOutline, picture: BY_COMPONENT.PictureOutline, image: BY_COMPONENT.PictureOutline, chart: BY_COMPONENT.HistogramOutline, data: BY_COMPONENT.HistogramOutline,
  smile: BY_COMPONENT.SmileOutline, tag: BY_COMPONENT.TagOutline, shield: BY_COMPONENT.CheckShieldOutline, safe: BY_COMPONENT.CheckShieldOutline, close: BY_COMPONENT.CloseOutline,
};

const LOOKUP: Record<string, Icon> = {
  ...Object.fromEntries(Object.entries(BY_COMPONENT).map(([k, v]) => [k.toLowerCase(), v])),
  ...ALIASES,
};

/** The icon for a name, or undefined when the name is unknown (the caller draws a fallback). */
export function fontIcon(name: string | undefined): Icon | undefined {
  if (!name) return undefined;
  const key = name.trim().toLowerCase().replace(/^(u-icon-|uni-icon-|icon-|iconfont-)/, '');
  if (Object.hasOwn(LOOKUP, key)) return LOOKUP[key];
  // 'home-fill' with no filled variant of its own: the outline of 'home'.
  const base = key.replace(/[-_](fill|filled|active|on)$/, '');
  return Object.hasOwn(LOOKUP, base) ? LOOKUP[base] : undefined;
}

export { CloseOutline as MenuCloseIcon, UnorderedListOutline as MenuIcon };
