/** The loaders test route's page. */
export { LoadersPage } from './loaders-page';
