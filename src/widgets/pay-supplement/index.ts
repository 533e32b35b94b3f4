import type { WidgetDefinition } from '../../runtime/registry';
import { PaySupplement } from './pay-supplement';
import { paySupplementPropsSchema } from './schema';

/** Checkout and payment result (/vip/mall/supplement): choose a product, coupon and method, pay, and return where the user was. */
export const paySupplementWidget: WidgetDefinition<typeof paySupplementPropsSchema> = {
  type: 'pay-supplement',
  propsSchema: paySupplementPropsSchema,
  defaultProps: paySupplementPropsSchema.parse({}),
  render: PaySupplement,
  editor: { title: '支付确认', icon: '💳' },
};
export default paySupplementWidget;
