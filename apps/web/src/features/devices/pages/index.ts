/** The devices area's pages, loaded as one chunk. */
export { DevicesPage } from './devices-page';
