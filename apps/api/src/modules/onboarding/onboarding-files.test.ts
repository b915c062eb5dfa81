import { ONBOARDING_DOCUMENT_MAX_BYTES } from '@baraka/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createOnboardingClient, type OnboardingClient, PDF, PNG } from './testing/onboarding-client.ts';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 7)]);
const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');

describe('identity documents (upload-file, upload-file-static)', () => {
  let testApp: TestApp;
  let client: OnboardingClient;
  let id: string;
  let token: string;
  const countWrites = async () => {
    const [row] = (
      await testApp.database.db.execute<{ documents: number; history: number }>(
        sql`select (select count(*) from onboarding_documents)::int as documents,
                   (select count(*) from process_transitions)::int as history`,
      )
    ).rows;
    return row;
  };
  /** Status and "field:key" of a refused upload, after checking nothing was written. */
  const refusedUpload = async (bytes: Buffer, contentType: string, side = 'FRONT') => {
    const before = await countWrites();
    const answer = await client.upload(id, token, side, bytes, contentType);
    expect(await countWrites()).toEqual(before);
    const [first] = answer.result.fieldErrors ?? [];
    return `${answer.status} ${first?.field}:${first?.key}`;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000 });
    client = createOnboardingClient(testApp.app);
    const started = await client.start();
    id = started.result.application.applicationId;
    token = started.result.resumeToken;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses types other than PDF, JPEG and PNG, whatever the bytes', async () => {
    expect(await refusedUpload(HTML, 'text/html')).toBe('415 file:fileType');
    expect(await refusedUpload(PNG, 'image/svg+xml')).toBe('415 file:fileType');
    expect(await refusedUpload(PNG, 'application/octet-stream')).toBe('415 file:fileType');
    expect(await refusedUpload(Buffer.from('{"a":1}'), 'application/json')).toBe('415 file:fileType');
  });

  it('refuses bytes that are not what the declared type says, and empty files', async () => {
    expect(await refusedUpload(HTML, 'image/png')).toBe('400 file:fileContentMismatch');
    expect(await refusedUpload(JPEG, 'image/png')).toBe('400 file:fileContentMismatch');
    expect(await refusedUpload(PNG, 'application/pdf')).toBe('400 file:fileContentMismatch');
    expect(await refusedUpload(Buffer.alloc(0), 'image/png')).toBe('400 file:fileRequired');
  });

  it('refuses a file over the size limit, and takes one just under it', async () => {
    const tooLarge = Buffer.concat([PNG, Buffer.alloc(ONBOARDING_DOCUMENT_MAX_BYTES)]);
    expect(await refusedUpload(tooLarge, 'image/png')).toBe('413 file:fileTooLarge');
    // Well past the framework's usual 1 MB body limit: a phone photo goes through.
    const photo = Buffer.concat([PNG, Buffer.alloc(ONBOARDING_DOCUMENT_MAX_BYTES - PNG.length)]);
    const other = (await client.start()).result;
    const stored = await client.upload(
      other.application.applicationId,
      other.resumeToken,
      'BACK',
      photo,
      'image/png',
    );
    expect(stored.status).toBe(200);
    expect(stored.result.documents).toEqual([
      expect.objectContaining({ side: 'BACK', byteSize: ONBOARDING_DOCUMENT_MAX_BYTES }),
    ]);
  });

  it('refuses a side the document does not have, and a stranger without the token', async () => {
    const passport = await client.start({ identificationKind: 'nDePasseport', passportNumber: 'A1234567' });
    const other = passport.result;
    const back = await client.upload(
      other.application.applicationId,
      other.resumeToken,
      'BACK',
      PNG,
      'image/png',
    );
    expect(back.result.fieldErrors).toEqual([{ field: 'side', key: 'invalidSelection' }]);
    expect((await client.upload(id, other.resumeToken, 'FRONT', PNG, 'image/png')).status).toBe(404);
    expect((await client.upload(id, token, 'SIDE', PNG, 'image/png')).status).toBe(400);
  });

  it('stores a side, replaces it, and serves it back as a download that is never sniffed', async () => {
    const first = await client.upload(id, token, 'FRONT', JPEG, 'image/jpeg; charset=binary');
    expect(first.status).toBe(200);
    expect(first.result.documents).toEqual([
      expect.objectContaining({ side: 'FRONT', contentType: 'image/jpeg', byteSize: JPEG.length }),
    ]);
    const replaced = await client.upload(id, token, 'FRONT', PDF, 'application/pdf');
    expect(replaced.result.documents).toEqual([
      expect.objectContaining({ side: 'FRONT', contentType: 'application/pdf', byteSize: PDF.length }),
    ]);

    const served = await client.download(id, token, 'FRONT');
    expect(served.status).toBe(200);
    expect(served.raw.equals(PDF)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-disposition'])).toMatch(
      /^attachment; filename="ONB-\d{4}-\d{6}-front\.pdf"$/,
    );
    expect(String(served.headers['content-security-policy'])).toContain('sandbox');

    expect((await client.download(id, token, 'BACK')).status).toBe(404);
    expect((await client.download(id, 'x'.repeat(43), 'FRONT')).status).toBe(404);
  });
});
