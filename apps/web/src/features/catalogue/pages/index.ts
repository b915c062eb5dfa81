/** The product catalogue's pages, loaded together as one chunk. */
import '../mantine-styles';

export { ProductDetailPage } from './product-detail-page';
export { ProductsListPage } from './products-list-page';
