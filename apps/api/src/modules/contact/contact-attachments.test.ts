import { MAX_ATTACHMENT_BYTES } from '@baraka/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests, requestAttachments } from '../../db/schema/index.ts';
import {
  type Answer,
  FILES,
  loadCategories,
  solveCaptcha,
  upload,
  visitorFields,
} from '../../test/contact-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { attachmentsModule } from '../attachments/index.ts';
import { captchaModule } from '../captcha/index.ts';
import { contactModule } from './contact.routes.ts';

describe('contact attachment', () => {
  let testApp: TestApp;
  let fields: ReturnType<typeof visitorFields>;

  const send = async (attachment: object) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/contactUs/sendContact',
      payload: { ...fields, captcha: await solveCaptcha(testApp.app), attachment },
    });
    return { status: response.statusCode, answer: response.json<Answer<{ reference: string }>>() };
  };
  const refusal = async (attachment: object) => {
    const { status, answer } = await send(attachment);
    expect(status).toBe(400);
    const [first] = answer.body.result.fieldErrors ?? [];
    return `${first?.field}:${first?.key}`;
  };
  const countFiles = async () => (await testApp.database.db.select().from(requestAttachments)).length;

  beforeAll(async () => {
    testApp = await createTestApp({
      modules: [captchaModule, contactModule, attachmentsModule],
      captchaMaxCounter: 200,
    });
    fields = visitorFields(await loadCategories(testApp.app));
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses a file over 2 MiB with fileTooLarge, and stores nothing', async () => {
    const before = await countFiles();
    const large = Buffer.concat([FILES.pdf, Buffer.alloc(MAX_ATTACHMENT_BYTES, 0x20)]);
    expect(await refusal(upload(large))).toBe('attachment.content:fileTooLarge');
    expect(await countFiles()).toBe(before);
  });

  it('refuses a type outside PDF, JPEG and PNG (fileType), and bytes that do not match the declared one', async () => {
    expect(await refusal(upload(FILES.pdf, 'image/gif', 'photo.gif'))).toBe(
      'attachment.contentType:fileType',
    );
    expect(await refusal(upload(FILES.exe, 'application/pdf', 'facture.pdf'))).toBe(
      'attachment:fileContentMismatch',
    );
    expect(await refusal(upload(FILES.png, 'application/pdf', 'scan.pdf'))).toBe(
      'attachment:fileContentMismatch',
    );
    expect(await refusal(upload(Buffer.from('plain text, no PDF'), 'application/pdf'))).toBe(
      'attachment:fileContentMismatch',
    );
    expect(await refusal({ ...upload(FILES.pdf), content: 'not base64!' })).toBe(
      'attachment.content:fileType',
    );
    expect(await refusal({ ...upload(FILES.pdf), fileName: '../../etc/passwd' })).toBe(
      'attachment.fileName:pattern',
    );
  });

  it('stores one file with the request and serves it back only as a download with a safe type', async () => {
    const { status, answer } = await send(upload(FILES.png, 'image/png', 'carte-identité.png'));
    expect(status).toBe(200);
    expect(answer.body.result).toMatchObject({
      attachment: { fileName: 'carte-identité.png', contentType: 'image/png', size: FILES.png.length },
    });
    const [row] = await testApp.database.db
      .select({ attachmentId: contactRequests.attachmentId })
      .from(contactRequests)
      .where(eq(contactRequests.reference, answer.body.result.reference));
    const download = await testApp.app.inject({
      method: 'GET',
      url: `/gateway/dev/attachments/${row?.attachmentId}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="carte-identit_\.png"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(FILES.png)).toBe(true);
  });

  it('never serves files in production', async () => {
    const production = await testApp.buildVariant({ nodeEnv: 'production' });
    const response = await production.inject({
      method: 'GET',
      url: '/gateway/dev/attachments/00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
  });
});
