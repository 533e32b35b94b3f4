import type { WidgetDefinition } from '../../runtime/registry';
import { ContactCard } from './contact-card';
import { contactCardPropsSchema } from './schema';

/** The contact card (/me/contact): edit your own and show its QR code; opened with ?key=, the scanned person's card. */
export const contactCardWidget: WidgetDefinition<typeof contactCardPropsSchema> = {
  type: 'contact-card',
  propsSchema: contactCardPropsSchema,
  defaultProps: contactCardPropsSchema.parse({}),
  render: ContactCard,
  editor: { title: '我的名片', icon: '📇' },
};
export default contactCardWidget;
