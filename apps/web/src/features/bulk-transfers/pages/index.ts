/** The bulk-transfer pages, loaded as one chunk. */
export { AddMultiplePage } from './add-multiple-page';
export { MultipleDetailPage } from './multiple-detail-page';
export { MultipleListPage } from './multiple-list-page';
