/** What other areas use of attachments. */
export { attachmentsModule } from './attachments.routes.ts';
export { type CheckedAttachment, checkAttachment, insertAttachment } from './attachments.ts';
export { sendAttachment } from './send-attachment.ts';
