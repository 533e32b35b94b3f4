import {
  AddCircleOutline,
  AddOutline,
  AppOutline,
  AppstoreOutline,
  BankcardOutline,
  BellOutline,
  BillOutline,
  CalendarOutline,
  CheckShieldOutline,
  ClockCircleOutline,
  CloseOutline,
  CompassOutline,
  ContentOutline,
  CouponOutline,
  EditSOutline,
  EnvironmentOutline,
  FileOutline,
  FireFill,
  GiftOutline,
  GlobalOutline,
  HeartFill,
  HeartOutline,
  HistogramOutline,
  LocationFill,
  LocationOutline,
  MailFill,
  MailOutline,
  MessageFill,
  MessageOutline,
  MoreOutline,
  PhoneFill,
  PictureOutline,
  PlayOutline,
  QuestionCircleOutline,
  ScanningOutline,
  SearchOutline,
  SetOutline,
  ShopbagOutline,
  SmileOutline,
  StarFill,
  StarOutline,
  TagOutline,
  TeamFill,
  TeamOutline,
  UnorderedListOutline,
  UserCircleOutline,
  UserOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import type { FC, SVGProps } from 'react';

type Icon = FC<SVGProps<SVGSVGElement>>;

/**
 * Font icon names a tab may carry (iconType 1): antd-mobile-icons names
 * (`AppOutline`, any case) and the short names older designs used (`home`,
 * `chat-fill`, `account`). A curated set, so the bundle holds only these.
 */
const BY_COMPONENT: Record<string, Icon> = {
  AddCircleOutline, AddOutline, AppOutline, AppstoreOutline, BankcardOutline, BellOutline, BillOutline, CalendarOutline,
  CheckShieldOutline, ClockCircleOutline, CloseOutline, CompassOutline, ContentOutline, CouponOutline, EditSOutline,
  EnvironmentOutline, FileOutline, FireFill, GiftOutline, GlobalOutline, HeartFill, HeartOutline, HistogramOutline,
  LocationFill, LocationOutline, MailFill, MailOutline, MessageFill, MessageOutline, MoreOutline, PhoneFill, PictureOutline,
  PlayOutline, QuestionCircleOutline, ScanningOutline, SearchOutline, SetOutline, ShopbagOutline, SmileOutline, StarFill,
  StarOutline, TagOutline, TeamFill, TeamOutline, UnorderedListOutline, UserCircleOutline, UserOutline, VideoOutline,
};

const ALIASES: Record<string, Icon> = {
  home: AppOutline, index: AppOutline, shouye: AppOutline,
  grid: AppstoreOutline, apps: AppstoreOutline, app: AppstoreOutline, category: AppstoreOutline, appstore: AppstoreOutline,
  job: UnorderedListOutline, jobs: UnorderedListOutline, work: UnorderedListOutline, list: UnorderedListOutline, menu: UnorderedListOutline,
  bag: ShopbagOutline, shop: ShopbagOutline, mall: ShopbagOutline,
  search: SearchOutline,
  chat: MessageOutline, message: MessageOutline, msg: MessageOutline, chatbubble: MessageOutline,
  'chat-fill': MessageFill, 'message-fill': MessageFill, 'msg-fill': MessageFill, 'chatbubble-fill': MessageFill,
  account: UserOutline, user: UserOutline, me: UserOutline, my: UserOutline, mine: UserOutline, person: UserOutline,
  'account-fill': UserCircleOutline, 'user-fill': UserCircleOutline, 'me-fill': UserCircleOutline,
  team: TeamOutline, group: TeamOutline, company: TeamOutline, brand: TeamOutline, 'team-fill': TeamFill, 'company-fill': TeamFill,
  bell: BellOutline, notice: BellOutline, notification: BellOutline,
  star: StarOutline, favorite: StarOutline, collect: StarOutline, 'star-fill': StarFill, vip: StarFill, crown: StarFill,
  heart: HeartOutline, like: HeartOutline, 'heart-fill': HeartFill,
  map: LocationOutline, location: LocationOutline, 'map-fill': LocationFill, 'location-fill': LocationFill, environment: EnvironmentOutline,
  calendar: CalendarOutline, date: CalendarOutline, clock: ClockCircleOutline, time: ClockCircleOutline,
  file: FileOutline, 'file-text': FileOutline, resume: FileOutline, document: FileOutline,
  news: ContentOutline, article: ContentOutline, content: ContentOutline,
  edit: EditSOutline, 'edit-pen': EditSOutline,
  play: PlayOutline, 'play-circle': PlayOutline, video: VideoOutline, live: VideoOutline, movie: VideoOutline,
  setting: SetOutline, settings: SetOutline, set: SetOutline,
  gift: GiftOutline, coupon: CouponOutline, wallet: BankcardOutline, bankcard: BankcardOutline, bill: BillOutline, order: BillOutline,
  plus: AddOutline, add: AddOutline, 'plus-circle': AddCircleOutline, 'add-circle': AddCircleOutline, publish: AddCircleOutline,
  scan: ScanningOutline, phone: PhoneFill, mail: MailOutline, email: MailOutline, 'mail-fill': MailFill,
  fire: FireFill, hot: FireFill, more: MoreOutline, 'more-dot-fill': MoreOutline,
  help: QuestionCircleOutline, question: QuestionCircleOutline, service: QuestionCircleOutline, 'customer-service': QuestionCircleOutline,
  compass: CompassOutline, discover: CompassOutline, explore: CompassOutline, global: GlobalOutline, web: GlobalOutline,
  photo: PictureOutline, picture: PictureOutline, image: PictureOutline, chart: HistogramOutline, data: HistogramOutline,
  smile: SmileOutline, tag: TagOutline, shield: CheckShieldOutline, safe: CheckShieldOutline, close: CloseOutline,
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
