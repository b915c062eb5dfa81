/** What other areas use of attachments. */
export { attachmentsModule } from './attachments.routes.ts';
export { checkAttachment, insertAttachment } from './attachments.ts';
