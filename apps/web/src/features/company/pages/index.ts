/** The company area's page, loaded as one chunk. */

export { CompanyUsersPage } from './company-users-page';
