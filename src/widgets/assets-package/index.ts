import type { WidgetDefinition } from '../../runtime/registry';
import { AssetsPackage } from './assets-package';
import { assetsPackagePropsSchema } from './schema';

/** A recruiter's company packages: rights left per kind, each package with its expiry, pause and resume, buy more. */
export const assetsPackageWidget: WidgetDefinition<typeof assetsPackagePropsSchema> = {
  type: 'assets-package',
  propsSchema: assetsPackagePropsSchema,
  defaultProps: assetsPackagePropsSchema.parse({}),
  render: AssetsPackage,
  editor: { title: '我的套餐', icon: '📦' },
};
export default assetsPackageWidget;
