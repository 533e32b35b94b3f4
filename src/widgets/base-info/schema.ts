import { z } from 'zod';

/** Props of the base-info editor (/my/base-info), as designers set them in the page JSON. */
export const baseInfoPropsSchema = z.object({
  /** Degrees offered on the picker, lowest first. */
  degrees: z.array(z.string().min(1).max(10)).min(1).max(12).default(['初中及以下', '高中', '中专', '大专', '本科', '硕士', '博士']),
  /** Job-hunting states offered on the picker (their index + 1 is stored). */
  jobStatuses: z.array(z.string().min(1).max(12)).min(1).max(8).default(['离职，随时到岗', '在职，月内到岗', '在职，考虑机会', '暂不考虑']),
  /** Text of the save button. */
  saveText: z.string().min(1).max(8).default('保存'),
});
export type BaseInfoProps = z.infer<typeof baseInfoPropsSchema>;
