export { Tabbar, type TabbarProps } from './tabbar';
export {
  BADGE_CAP,
  BADGE_DOT,
  BADGE_OVERFLOW,
  BG_IMAGE_PAIRS,
  TABBAR_HEIGHT,
  badgeText,
  bgImageFor,
  centreIndex,
  hasCentreButton,
  itemBadge,
  matchTab,
  pickTabbar,
  shouldShowTabbar,
  tabTarget,
  type BadgeText,
  type TabTarget,
} from './tabbar-rules';
export { fontIcon } from './tabbar-icons';
