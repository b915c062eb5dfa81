/** The financing request pages (the process engine's customer side), loaded as one chunk. */

export { RequestsPage } from './requests-page';
export { TaskPage } from './task-page';
