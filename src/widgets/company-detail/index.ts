import type { WidgetDefinition } from '../../runtime/registry';
import { CompanyDetailView } from './company-detail';
import { companyDetailPropsSchema } from './schema';

/** The company page: profile with the verified badge, photos (tap to zoom), benefits, introduction, address with a map, open jobs. */
export const companyDetailWidget: WidgetDefinition<typeof companyDetailPropsSchema> = {
  type: 'company-detail',
  propsSchema: companyDetailPropsSchema,
  defaultProps: companyDetailPropsSchema.parse({}),
  render: CompanyDetailView,
  editor: { title: '公司详情', icon: '🏬' },
};
export default companyDetailWidget;
