import type { WidgetDefinition } from '../../runtime/registry';
import { CompanyMembers } from './company-members';
import { companyMembersPropsSchema } from './schema';

/** The recruiter's company members and join requests (/my/company-members); a requester sees the state of their requests here. */
export const companyMembersWidget: WidgetDefinition<typeof companyMembersPropsSchema> = {
  type: 'company-members',
  propsSchema: companyMembersPropsSchema,
  defaultProps: companyMembersPropsSchema.parse({}),
  render: CompanyMembers,
};
export default companyMembersWidget;
