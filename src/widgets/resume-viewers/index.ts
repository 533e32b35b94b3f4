import type { WidgetDefinition } from '../../runtime/registry';
import { ResumeViewers } from './resume-viewers';
import { resumeViewersPropsSchema } from './schema';

/** Who viewed my resume: the recruiters and companies that opened it (a VIP perk; others are offered the VIP checkout). */
export const resumeViewersWidget: WidgetDefinition<typeof resumeViewersPropsSchema> = {
  type: 'resume-viewers',
  propsSchema: resumeViewersPropsSchema,
  defaultProps: resumeViewersPropsSchema.parse({}),
  render: ResumeViewers,
  editor: { title: '谁看过我', icon: '👀' },
};
export default resumeViewersWidget;
