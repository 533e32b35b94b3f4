import type { WidgetDefinition } from '../../runtime/registry';
import { AccountSettings } from './account-settings';
import { accountSettingsPropsSchema } from './schema';

/** Account and settings (/my/settings): salary unit, invisible hiring, notifications, password, mobile numbers. */
export const accountSettingsWidget: WidgetDefinition<typeof accountSettingsPropsSchema> = {
  type: 'account-settings',
  propsSchema: accountSettingsPropsSchema,
  defaultProps: accountSettingsPropsSchema.parse({}),
  render: AccountSettings,
  editor: { title: '账号设置', icon: '⚙️' },
};
export default accountSettingsWidget;
