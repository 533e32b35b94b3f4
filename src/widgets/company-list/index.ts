import type { WidgetDefinition } from '../../runtime/registry';
import { CompanyList } from './company-list';
import { companyListPropsSchema } from './schema';

/** The company list: `limit` companies from /api-user/common/company/find; a tap opens the company. */
export const companyListWidget: WidgetDefinition<typeof companyListPropsSchema> = {
  type: 'company-list',
  propsSchema: companyListPropsSchema,
  defaultProps: companyListPropsSchema.parse({}),
  render: CompanyList,
  editor: { title: '公司列表', icon: '🏢' },
};
export default companyListWidget;
