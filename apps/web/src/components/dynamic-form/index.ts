/** The dynamic form renderer, shared by every page that draws a form the bank defines as data. */
export type { AgencyOption } from './dynamic-field';
export { DynamicFormFields } from './dynamic-form-fields';
export { type DynamicFormState, type DynamicValues, useDynamicForm } from './use-dynamic-form';
