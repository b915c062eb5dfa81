/** The standing-orders area's pages, loaded as one chunk. */

export { AddPermanentPage } from './add-permanent-page';
export { PermanentDetailPage } from './permanent-detail-page';
export { PermanentFormPage } from './permanent-form-page';
export { PermanentListPage } from './permanent-list-page';
