import { z } from 'zod';
import { dateTextSchema } from '../../runtime/popups/built-in/dates';
import { fieldNameSchema } from '../../runtime/forms/rules';

/** Props of a date field, as designers set them in the page JSON. */
export const formDatePropsSchema = z.object({
  /** The key of the value (YYYY-MM-DD) in what the form returns, and `{{form.<name>}}` in a submit link. */
  name: fieldNameSchema.default('date'),
  /** The field's label, also the title over the date wheels. */
  label: z.string().min(1).max(20).default('日期'),
  /** Grey text while no date is chosen; default 请选择<label>. */
  placeholder: z.string().max(50).default(''),
  /** The form does not submit while no date is chosen. */
  required: z.boolean().default(false),
  /** Only today and later can be chosen (an arrival date, an interview). */
  fromToday: z.boolean().default(false),
  /** Earliest and latest choosable dates, e.g. 1960-01-01 (default: ten years either side of today). */
  min: dateTextSchema.optional(),
  max: dateTextSchema.optional(),
  /** Returns the value under this group: { [group]: { [name]: value } } (form groups). */
  group: fieldNameSchema.optional(),
});
export type FormDateProps = z.infer<typeof formDatePropsSchema>;
