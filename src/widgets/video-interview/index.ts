import type { WidgetDefinition } from '../../runtime/registry';
import { videoInterviewPropsSchema } from './schema';
import { VideoInterview } from './video-interview';

/** 视频面试: the 1:1 call of an interview (/interview/:id) and the list of my interviews (/my/interviews). */
export const videoInterviewWidget: WidgetDefinition<typeof videoInterviewPropsSchema> = {
  type: 'video-interview',
  propsSchema: videoInterviewPropsSchema,
  defaultProps: videoInterviewPropsSchema.parse({}),
  render: VideoInterview,
  editor: { title: '视频面试', icon: '🎥' },
};
export default videoInterviewWidget;
