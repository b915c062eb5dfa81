/** The branch and ATM locator's page (with Leaflet), loaded as its own chunk. */
import '../mantine-styles';

export { LocatorPage } from './locator-page';
