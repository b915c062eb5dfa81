/** The private dashboard, loaded as its own chunk (it shares the accounts area's building blocks). */
export { PrivateDashboardPage } from './private-dashboard-page';
