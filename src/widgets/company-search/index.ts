import type { WidgetDefinition } from '../../runtime/registry';
import { CompanySearch } from './company-search';
import { companySearchPropsSchema } from './schema';

/** Companies with search, industry tabs and a filter popup (size, type, verified), infinite scroll. */
export const companySearchWidget: WidgetDefinition<typeof companySearchPropsSchema> = {
  type: 'company-search',
  propsSchema: companySearchPropsSchema,
  defaultProps: companySearchPropsSchema.parse({}),
  render: CompanySearch,
  editor: { title: '公司搜索', icon: '🏙️' },
};
export default companySearchWidget;
