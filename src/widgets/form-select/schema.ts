import { z } from 'zod';
import { fieldNameSchema } from '../../runtime/forms/rules';

/** One choice of a select. */
export const formSelectOptionSchema = z.object({
  /** What the user sees. */
  label: z.string().min(1).max(30),
  /** What the form returns. */
  value: z.union([z.string().max(60), z.number()]),
});

/** Props of a pick-one field, as designers set them in the page JSON. */
export const formSelectPropsSchema = z.object({
  /** The key of the value in what the form returns, and `{{form.<name>}}` in a submit link. */
  name: fieldNameSchema.default('option'),
  /** The field's label, also the title over the picker wheel. */
  label: z.string().min(1).max(20).default('选择项'),
  /** Grey text while nothing is chosen; default 请选择<label>. */
  placeholder: z.string().max(50).default(''),
  /** The choices, in wheel order. */
  options: z.array(formSelectOptionSchema).max(200).default([]),
  /** The form does not submit while nothing is chosen. */
  required: z.boolean().default(false),
  /** Returns the value under this group: { [group]: { [name]: value } } (form groups). */
  group: fieldNameSchema.optional(),
});
export type FormSelectProps = z.infer<typeof formSelectPropsSchema>;
