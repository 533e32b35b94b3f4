import type { WidgetDefinition } from '../../runtime/registry';
import { VipCenter } from './vip-center';
import { vipCenterPropsSchema } from './schema';

/** Membership centre: a seeker's VIP (buy, renew, pause, resume), a recruiter's rights, the wallet balance. */
export const vipCenterWidget: WidgetDefinition<typeof vipCenterPropsSchema> = {
  type: 'vip-center',
  propsSchema: vipCenterPropsSchema,
  defaultProps: vipCenterPropsSchema.parse({}),
  render: VipCenter,
  editor: { title: '会员中心', icon: '👑' },
};
export default vipCenterWidget;
