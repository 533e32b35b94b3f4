import { z } from 'zod';
import { ruleSchema } from '../../../schemas/design';
import { FORM_PRESETS, fieldNameSchema } from '../../runtime/forms/rules';

/** Props of a text field, as designers set them in the page JSON. */
export const formInputPropsSchema = z.object({
  /** The key of the value in what the form returns, and `{{form.<name>}}` in a submit link. Letters, digits, underscore. */
  name: fieldNameSchema.default('field'),
  /** The field's label, left of the box (above a text area). */
  label: z.string().min(1).max(20).default('输入项'),
  /** Grey hint shown while the box is empty; default 请输入<label>. */
  placeholder: z.string().max(50).default(''),
  /** The form does not submit while this is empty. */
  required: z.boolean().default(false),
  /** The keyboard and box: text, tel, email, number (digits, returned as text) or textarea (several lines). */
  inputType: z.enum(['text', 'tel', 'email', 'number', 'textarea']).default('text'),
  /** Longest value, counted as the spec counts bytes: a Chinese character is 2. Typing stops there. */
  maxLength: z.number().int().min(1).max(5000).optional(),
  /**
   * Ready-made checks with their Chinese messages: name (not only digits, no
   * symbols), phone (11-digit mobile), email, description (not only digits).
   */
  preset: z.enum(FORM_PRESETS).optional(),
  /** Further checks (async-validator rules as data); each rule's message is shown when it fails. */
  rules: z.array(ruleSchema).max(10).optional(),
  /** Returns the value under this group: { [group]: { [name]: value } } (form groups). */
  group: fieldNameSchema.optional(),
});
export type FormInputProps = z.infer<typeof formInputPropsSchema>;
