/** Complaints, suggestions and e-requests, loaded as their own chunk (with the dynamic form renderer). */
import '../mantine-styles';

export { ERequestListPage } from './e-request-list-page';
export { ERequestPage } from './e-request-page';
export { HistoryPage } from './history-page';
export { ReclamationPage, SuggestionPage } from './service-form-page';
