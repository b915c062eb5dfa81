/** The public dashboard area's pages, loaded together as one chunk. */
export { PublicDashboardPage } from './public-dashboard-page';
