import type { z } from 'zod';
import type { accountSettingsPropsSchema } from '../../../src/widgets/account-settings/schema';
import type { articleBrowserPropsSchema } from '../../../src/widgets/article-browser/schema';
import type { articleDetailPropsSchema } from '../../../src/widgets/article-detail/schema';
import type { articleListPropsSchema } from '../../../src/widgets/article-list/schema';
import type { assetsPackagePropsSchema } from '../../../src/widgets/assets-package/schema';
import type { bannerSwiperPropsSchema } from '../../../src/widgets/banner-swiper/schema';
import type { baseInfoPropsSchema } from '../../../src/widgets/base-info/schema';
import type { careerTestPropsSchema } from '../../../src/widgets/career-test/schema';
import type { chatConversationPropsSchema } from '../../../src/widgets/chat-conversation/schema';
import type { chatListPropsSchema } from '../../../src/widgets/chat-list/schema';
import type { comingSoonPropsSchema } from '../../../src/widgets/coming-soon/schema';
import type { companyDetailPropsSchema } from '../../../src/widgets/company-detail/schema';
import type { companyListPropsSchema } from '../../../src/widgets/company-list/schema';
import type { companyMembersPropsSchema } from '../../../src/widgets/company-members/schema';
import type { companySearchPropsSchema } from '../../../src/widgets/company-search/schema';
import type { contactCardPropsSchema } from '../../../src/widgets/contact-card/schema';
import type { deviceAuthorizePropsSchema } from '../../../src/widgets/device-authorize/schema';
import type { dividerPropsSchema } from '../../../src/widgets/divider/schema';
import type { documentPropsSchema } from '../../../src/widgets/document/schema';
import type { eventDetailPropsSchema } from '../../../src/widgets/event-detail/schema';
import type { eventListPropsSchema } from '../../../src/widgets/event-list/schema';
import type { favoriteButtonPropsSchema } from '../../../src/widgets/favorite-button/schema';
import type { favoritesMePropsSchema } from '../../../src/widgets/favorites-me/schema';
import type { floatButtonPropsSchema } from '../../../src/widgets/float-button/schema';
import type { formDatePropsSchema } from '../../../src/widgets/form-date/schema';
import type { formInputPropsSchema } from '../../../src/widgets/form-input/schema';
import type { formSelectPropsSchema } from '../../../src/widgets/form-select/schema';
import type { formSubmitPropsSchema } from '../../../src/widgets/form-submit/schema';
import type { formUploadPropsSchema } from '../../../src/widgets/form-upload/schema';
import type { gridNavPropsSchema } from '../../../src/widgets/grid-nav/schema';
import type { helpCenterPropsSchema } from '../../../src/widgets/help-center/schema';
import type { imagePropsSchema } from '../../../src/widgets/image/schema';
import type { jobApplyBarPropsSchema } from '../../../src/widgets/job-apply-bar/schema';
import type { jobDetailPropsSchema } from '../../../src/widgets/job-detail/schema';
import type { jobEditPropsSchema } from '../../../src/widgets/job-edit/schema';
import type { jobListPropsSchema } from '../../../src/widgets/job-list/schema';
import type { jobManagePropsSchema } from '../../../src/widgets/job-manage/schema';
import type { jobReceivedPropsSchema } from '../../../src/widgets/job-received/schema';
import type { jobSearchPropsSchema } from '../../../src/widgets/job-search/schema';
import type { jobSendPropsSchema } from '../../../src/widgets/job-send/schema';
import type { liveListPropsSchema } from '../../../src/widgets/live-list/schema';
import type { liveRoomPropsSchema } from '../../../src/widgets/live-room/schema';
import type { meCenterPropsSchema } from '../../../src/widgets/me-center/schema';
import type { myEventsPropsSchema } from '../../../src/widgets/my-events/schema';
import type { myFavoritesPropsSchema } from '../../../src/widgets/my-favorites/schema';
import type { noticeBarPropsSchema } from '../../../src/widgets/notice-bar/schema';
import type { noticeListPropsSchema } from '../../../src/widgets/notice-list/schema';
import type { passwordResetPropsSchema } from '../../../src/widgets/password-reset/schema';
import type { paySupplementPropsSchema } from '../../../src/widgets/pay-supplement/schema';
import type { realNamePropsSchema } from '../../../src/widgets/real-name/schema';
import type { registerFormPropsSchema } from '../../../src/widgets/register-form/schema';
import type { resumeDetailPropsSchema } from '../../../src/widgets/resume-detail/schema';
import type { resumeEditorPropsSchema } from '../../../src/widgets/resume-editor/schema';
import type { resumeListPropsSchema } from '../../../src/widgets/resume-list/schema';
import type { resumePreviewPropsSchema } from '../../../src/widgets/resume-preview/schema';
import type { resumeViewersPropsSchema } from '../../../src/widgets/resume-viewers/schema';
import type { richTextPropsSchema } from '../../../src/widgets/rich-text/schema';
import type { roleSwitchPropsSchema } from '../../../src/widgets/role-switch/schema';
import type { searchBarPropsSchema } from '../../../src/widgets/search-bar/schema';
import type { shieldListPropsSchema } from '../../../src/widgets/shield-list/schema';
import type { spacerPropsSchema } from '../../../src/widgets/spacer/schema';
import type { tabsContainerPropsSchema } from '../../../src/widgets/tabs-container/schema';
import type { titleBarPropsSchema } from '../../../src/widgets/title-bar/schema';
import type { videoInterviewPropsSchema } from '../../../src/widgets/video-interview/schema';
import type { vipCenterPropsSchema } from '../../../src/widgets/vip-center/schema';
import type { walletFlowPropsSchema } from '../../../src/widgets/wallet-flow/schema';

/**
 * What each widget accepts as props, as page JSON holds them (zod's input type:
 * a prop with a default may be left out), keyed by the exact widget type. The
 * default pages are typed by it, so a default with a prop its widget refuses
 * fails `tsc`.
 *
 * Type-only imports: they are erased at build, so the server loads no client
 * code; the widget schema files are plain zod (eslint.config.js lets the server
 * reach them with `import type` only). A widget a default page uses needs its
 * line here.
 */
export interface WidgetPropsByType {
  'account-settings': z.input<typeof accountSettingsPropsSchema>;
  'article-browser': z.input<typeof articleBrowserPropsSchema>;
  'article-detail': z.input<typeof articleDetailPropsSchema>;
  'article-list': z.input<typeof articleListPropsSchema>;
  'assets-package': z.input<typeof assetsPackagePropsSchema>;
  'banner-swiper': z.input<typeof bannerSwiperPropsSchema>;
  'base-info': z.input<typeof baseInfoPropsSchema>;
  'career-test': z.input<typeof careerTestPropsSchema>;
  'chat-conversation': z.input<typeof chatConversationPropsSchema>;
  'chat-list': z.input<typeof chatListPropsSchema>;
  'coming-soon': z.input<typeof comingSoonPropsSchema>;
  'company-detail': z.input<typeof companyDetailPropsSchema>;
  'company-list': z.input<typeof companyListPropsSchema>;
  'company-members': z.input<typeof companyMembersPropsSchema>;
  'company-search': z.input<typeof companySearchPropsSchema>;
  'contact-card': z.input<typeof contactCardPropsSchema>;
  'device-authorize': z.input<typeof deviceAuthorizePropsSchema>;
  divider: z.input<typeof dividerPropsSchema>;
  document: z.input<typeof documentPropsSchema>;
  'event-detail': z.input<typeof eventDetailPropsSchema>;
  'event-list': z.input<typeof eventListPropsSchema>;
  'favorite-button': z.input<typeof favoriteButtonPropsSchema>;
  'favorites-me': z.input<typeof favoritesMePropsSchema>;
  'float-button': z.input<typeof floatButtonPropsSchema>;
  'form-date': z.input<typeof formDatePropsSchema>;
  'form-input': z.input<typeof formInputPropsSchema>;
  'form-select': z.input<typeof formSelectPropsSchema>;
  'form-submit': z.input<typeof formSubmitPropsSchema>;
  'form-upload': z.input<typeof formUploadPropsSchema>;
  'grid-nav': z.input<typeof gridNavPropsSchema>;
  'help-center': z.input<typeof helpCenterPropsSchema>;
  image: z.input<typeof imagePropsSchema>;
  'job-apply-bar': z.input<typeof jobApplyBarPropsSchema>;
  'job-detail': z.input<typeof jobDetailPropsSchema>;
  'job-edit': z.input<typeof jobEditPropsSchema>;
  'job-list': z.input<typeof jobListPropsSchema>;
  'job-manage': z.input<typeof jobManagePropsSchema>;
  'job-received': z.input<typeof jobReceivedPropsSchema>;
  'job-search': z.input<typeof jobSearchPropsSchema>;
  'job-send': z.input<typeof jobSendPropsSchema>;
  'live-list': z.input<typeof liveListPropsSchema>;
  'live-room': z.input<typeof liveRoomPropsSchema>;
  'me-center': z.input<typeof meCenterPropsSchema>;
  'my-events': z.input<typeof myEventsPropsSchema>;
  'my-favorites': z.input<typeof myFavoritesPropsSchema>;
  'notice-bar': z.input<typeof noticeBarPropsSchema>;
  'notice-list': z.input<typeof noticeListPropsSchema>;
  'password-reset': z.input<typeof passwordResetPropsSchema>;
  'pay-supplement': z.input<typeof paySupplementPropsSchema>;
  'real-name': z.input<typeof realNamePropsSchema>;
  'register-form': z.input<typeof registerFormPropsSchema>;
  'resume-detail': z.input<typeof resumeDetailPropsSchema>;
  'resume-editor': z.input<typeof resumeEditorPropsSchema>;
  'resume-list': z.input<typeof resumeListPropsSchema>;
  'resume-preview': z.input<typeof resumePreviewPropsSchema>;
  'resume-viewers': z.input<typeof resumeViewersPropsSchema>;
  'rich-text': z.input<typeof richTextPropsSchema>;
  'role-switch': z.input<typeof roleSwitchPropsSchema>;
  'search-bar': z.input<typeof searchBarPropsSchema>;
  'shield-list': z.input<typeof shieldListPropsSchema>;
  spacer: z.input<typeof spacerPropsSchema>;
  'tabs-container': z.input<typeof tabsContainerPropsSchema>;
  'title-bar': z.input<typeof titleBarPropsSchema>;
  'video-interview': z.input<typeof videoInterviewPropsSchema>;
  'vip-center': z.input<typeof vipCenterPropsSchema>;
  'wallet-flow': z.input<typeof walletFlowPropsSchema>;
}

export type WidgetType = keyof WidgetPropsByType;
