/** Forms drawn from design (issue 3 item 12): the shared state of a page's form widgets and their rules. */
export { FormScope, fieldKey, useFormField, useFormScope } from './form-scope';
export type { FieldRegistration, FormScopeApi, FormScopeProps, FormSubmitHandler, FormValues, SubmitOutcome, SubmitRequest, UseFieldOptions, ValidationResult } from './form-scope';
export { FieldForm, FormField, useFieldForm } from './field-form';
export type { FieldControl, FieldFormInstance, FormFieldProps } from './field-form';
export { FormItem } from './form-item';
export type { FormItemProps } from './form-item';
export { FormPlayground } from './form-playground';
export { FORM_MESSAGES, FORM_PRESETS, byteLength, clipToBytes, designRules, fieldNameSchema, fieldRules, firstRuleError, isBlank } from './rules';
export type { FieldRuleOptions, FormPreset } from './rules';
