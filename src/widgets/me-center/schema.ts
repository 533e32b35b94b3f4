import { z } from 'zod';
import { linkSchema } from '../../../schemas/design';

/** One row of the personal centre's menu. */
export const meMenuItemSchema = z.object({
  /** The row's label, e.g. 基本信息. */
  text: z.string().min(1).max(12),
  /** A short grey hint on the right, e.g. 去认证. */
  hint: z.string().max(12).optional(),
  /** What a tap runs (usually a navigate link). */
  link: linkSchema,
});
export type MeMenuItem = z.infer<typeof meMenuItemSchema>;

const nav = (path: string) => ({ type: 'navigate' as const, path });

/** Props of the personal centre (/me), as designers set them in the page JSON. */
export const meCenterPropsSchema = z.object({
  /** Rows a job seeker (role 0) sees. */
  seekerMenu: z
    .array(meMenuItemSchema)
    .max(20)
    .default([
      { text: '基本信息', link: nav('/my/base-info') },
      { text: '我的简历', link: nav('/resume/resume') },
      { text: '求职意向', link: nav('/my/expect') },
      { text: '投递记录', link: nav('/resume/submit') },
      { text: '我的活动', hint: '招聘会门票', link: nav('/my/events') },
      { text: '我的面试', link: nav('/my/interviews') },
      { text: '我的通知', link: nav('/my/notices') },
      { text: '我的收藏', link: nav('/my/favorites') },
      { text: '谁收藏了我', link: nav('/my/favorites-me') },
      { text: '谁看过我', hint: 'VIP', link: nav('/my/viewers') },
      { text: '实名认证', link: nav('/my/real-name') },
      { text: '屏蔽公司', link: nav('/my/shield') },
      { text: '我的名片', link: nav('/me/contact') },
      { text: '账号与设置', link: nav('/my/settings') },
      { text: '加入企业', hint: '申请进度', link: nav('/my/company-members') },
      { text: '切换身份', hint: '我要招人', link: nav('/me/switch-role') },
      { text: '帮助中心', link: nav('/help') },
    ]),
  /** Rows a recruiter or company user (roles 1 and 3) sees. */
  recruiterMenu: z
    .array(meMenuItemSchema)
    .max(20)
    .default([
      { text: '基本信息', link: nav('/my/base-info') },
      { text: '人才库', link: nav('/resume-list') },
      { text: '收到的简历', link: nav('/job-received') },
      { text: '我的通知', link: nav('/my/notices') },
      { text: '职位管理', link: nav('/job/manage') },
      { text: '发布职位', link: nav('/job/edit') },
      { text: '企业成员', link: nav('/my/company-members') },
      { text: '招聘会展位', link: nav('/my/events') },
      { text: '直播管理', hint: '直播带岗', link: nav('/my/lives') },
      { text: '我的面试', link: nav('/my/interviews') },
      { text: '我的收藏', link: nav('/my/favorites') },
      { text: '谁收藏了我', link: nav('/my/favorites-me') },
      { text: '我的名片', link: nav('/me/contact') },
      { text: '实名认证', link: nav('/my/real-name') },
      { text: '账号与设置', link: nav('/my/settings') },
      { text: '切换身份', hint: '我要找工作', link: nav('/me/switch-role') },
      { text: '帮助中心', link: nav('/help') },
    ]),
  /** Show the log-out button at the bottom. */
  showLogout: z.boolean().default(true),
});
export type MeCenterProps = z.infer<typeof meCenterPropsSchema>;
