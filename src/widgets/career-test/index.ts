import type { WidgetDefinition } from '../../runtime/registry';
import { CareerTest } from './career-test';
import { careerTestPropsSchema } from './schema';

/** The career test of /my/test: questions one at a time (question/findAll), then the Holland type with positions (question/result). */
export const careerTestWidget: WidgetDefinition<typeof careerTestPropsSchema> = {
  type: 'career-test',
  propsSchema: careerTestPropsSchema,
  defaultProps: careerTestPropsSchema.parse({}),
  render: CareerTest,
  editor: { title: '职业测评', icon: '🧭' },
};
export default careerTestWidget;
