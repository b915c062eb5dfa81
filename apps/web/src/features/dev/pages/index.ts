/** Development pages, loaded as one chunk. */
export { OutboxPage } from './outbox-page';
