/** What other areas use of dynamic forms. */
export { findActiveForm } from './dynamic-forms.queries.ts';
export { getFormByName, toDynamicForm } from './dynamic-forms.service.ts';
