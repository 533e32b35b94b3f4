import type { WidgetDefinition } from '../../runtime/registry';
import { DeviceAuthorize } from './device-authorize';
import { deviceAuthorizePropsSchema } from './schema';

/** The phone side of the app's scan login: /me/authorize?key=… reports the scan, then the user confirms or refuses. */
export const deviceAuthorizeWidget: WidgetDefinition<typeof deviceAuthorizePropsSchema> = {
  type: 'device-authorize',
  propsSchema: deviceAuthorizePropsSchema,
  defaultProps: deviceAuthorizePropsSchema.parse({}),
  render: DeviceAuthorize,
  editor: { title: '登录确认', icon: '📲' },
};
export default deviceAuthorizeWidget;
