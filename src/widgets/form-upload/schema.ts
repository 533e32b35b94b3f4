import { z } from 'zod';
import { UPLOAD_KINDS } from '../../../schemas/upload';
import { fieldNameSchema } from '../../runtime/forms/rules';

/** Props of an upload field of a design form, as designers set them in the page JSON. */
export const formUploadPropsSchema = z.object({
  /** The key of the value the form returns: a list of { id, url, name, kind }. */
  name: fieldNameSchema.default('files'),
  /** The field's label, above the tiles. */
  label: z.string().min(1).max(20).default('上传文件'),
  /** The form does not submit while nothing is uploaded (message 请上传<label>). */
  required: z.boolean().default(false),
  /** Kinds taken: image (jpg, png, gif, webp, bmp), pdf, doc, docx. Others are refused with 不支持的文件类型. */
  accept: z.array(z.enum(UPLOAD_KINDS)).min(1).default(['image']),
  /** At most this many files. */
  maxCount: z.number().int().min(1).max(9).default(3),
  /** Grey hint under the tiles. */
  hint: z.string().max(60).default(''),
  /** Returns the value under this group: { [group]: { [name]: value } } (form groups). */
  group: fieldNameSchema.optional(),
});
export type FormUploadProps = z.infer<typeof formUploadPropsSchema>;
