import { and, eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outboxMessages } from '../../db/schema/index.ts';
import { readLatestCode } from '../../test/challenge-answers.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeOf, createTransferClient, type Headers, resultOf } from '../../test/transfer-client.ts';

/** A PNG of the given size, half red and half blue, made here. */
const makePng = (width: number, height: number): Buffer => {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) {
    const isLeft = i % width < width / 2;
    png.data.set(isLeft ? [220, 20, 20, 255] : [20, 20, 220, 255], i * 4);
  }
  return PNG.sync.write(png);
};

describe('the user profile', () => {
  let testApp: TestApp;
  let amina: Headers;
  let leila: Headers;
  const send = (headers: Headers, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url: `/gateway/${url}`, headers, payload });
  const upload = (headers: Headers, type: string, body: Buffer, url = 'user/uploadPhotoUser') =>
    testApp.app.inject({
      method: url === 'user/uploadPhotoUser' ? 'POST' : 'PUT',
      url: `/gateway/${url}`,
      headers: { ...headers, 'content-type': type },
      payload: body,
    });

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [] });
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    leila = (await signIn(testApp.app, 'leila', 'WEB', 'test-device-0002')).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses a visitor on every call', async () => {
    const calls = [
      send({}, 'POST', 'user/updateUser', {}),
      send({}, 'POST', 'secure/update/user/info', {}),
      upload({}, 'image/png', makePng(4, 4)),
      send({}, 'GET', 'secure/profile/photo'),
      send({}, 'PUT', 'secure/updateFavoriteAccount', { accountId: crypto.randomUUID() }),
      send({}, 'PUT', 'secure/profile/user/phone', { phoneNumber: '22123456' }),
      send({}, 'PUT', 'secure/profile/user/email', { email: 'a@b.tn' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
    }
  });

  it('changes the details that need no code, and refuses bad ones with their form key', async () => {
    const saved = await send(amina, 'POST', 'secure/update/user/info', {
      officePhoneNumber: '71123456',
      fullAddress: '12, rue de Marseille',
    });
    expect(resultOf(saved)).toMatchObject({
      officePhoneNumber: '71123456',
      fullAddress: '12, rue de Marseille',
    });
    const bad = await send(amina, 'POST', 'user/updateUser', { officePhoneNumber: '123' });
    expect(bad.statusCode).toBe(400);
    expect(codeOf(bad)).toBe('ErrorMsgInvalidPhoneNumber');
    const unknown = await send(amina, 'POST', 'user/updateUser', { email: 'x@y.tn' });
    expect(unknown.statusCode).toBe(400);
  });

  it('sets the favourite account among the user’s own; another customer’s answers 404', async () => {
    const transfers = createTransferClient(testApp);
    const [mine] = await transfers.accounts(amina);
    const [hers] = await transfers.accounts(leila);
    const chosen = await send(amina, 'PUT', 'secure/updateFavoriteAccount', { accountId: mine?.id });
    expect(resultOf(chosen).favouriteRib).toBe(mine?.rib);
    expect(
      (await send(amina, 'PUT', 'secure/updateFavoriteAccount', { accountId: hers?.id })).statusCode,
    ).toBe(404);
  });

  it('keeps a photo only as a re-encoded 256 px JPEG, and refuses what is not one', async () => {
    const original = makePng(600, 400);
    const saved = await upload(amina, 'image/png', original);
    expect(saved.statusCode).toBe(200);
    expect(resultOf(saved).photoUri).toMatch(/^secure\/profile\/photo\?v=\d+$/);
    const served = await send(amina, 'GET', 'secure/profile/photo');
    expect(served.headers['content-type']).toBe('image/jpeg');
    const decoded = jpeg.decode(served.rawPayload, { useTArray: true });
    expect([decoded.width, decoded.height]).toEqual([256, 256]);
    // The left quarter is red, the right quarter blue: the crop kept the centre.
    expect(decoded.data[(128 * 256 + 10) * 4]).toBeGreaterThan(180);
    expect(decoded.data[(128 * 256 + 245) * 4 + 2]).toBeGreaterThan(180);
    expect(served.rawPayload.equals(original)).toBe(false);

    const text = await upload(amina, 'image/png', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect([text.statusCode, codeOf(text)]).toEqual([422, 'PROFILE.PHOTO_INVALID']);
    const mislabelled = await upload(amina, 'image/jpeg', original, 'secure/updateProfilePicture');
    expect(codeOf(mislabelled)).toBe('PROFILE.PHOTO_INVALID');
    const truncated = await upload(amina, 'image/png', original.subarray(0, 200));
    expect(codeOf(truncated)).toBe('PROFILE.PHOTO_INVALID');
    const huge = Buffer.concat([original, Buffer.alloc(2 * 1024 * 1024)]);
    expect(codeOf(await upload(amina, 'image/png', huge))).toBe('PROFILE.PHOTO_TOO_LARGE');
    const hers = await send(leila, 'GET', 'secure/profile/photo');
    expect([hers.statusCode, codeOf(hers)]).toEqual([404, 'PROFILE.NO_PHOTO']);
  });

  it('changes the phone with a code sent to the new number, and tells the old one', async () => {
    const before = resultOf(await send(leila, 'GET', 'secure/api/user/profile'));
    const first = await send(leila, 'PUT', 'secure/profile/user/phone', { phoneNumber: '98765432' });
    expect([first.statusCode, codeOf(first)]).toEqual([202, 'OTP.300']);
    const challengeKey = resultOf(first).challengeKey as string;
    const code = await readLatestCode(testApp.app, '98765432');
    const verified = await send(leila, 'POST', 'otp/challenge/validateAndContinue', {
      challengeKey,
      otp: code,
    });
    expect(verified.statusCode).toBe(200);
    // The verified code does not confirm another number.
    const other = await testApp.app.inject({
      method: 'PUT',
      url: '/gateway/secure/profile/user/phone',
      headers: { ...leila, 'challenge-key': challengeKey },
      payload: { phoneNumber: '98765433' },
    });
    expect([other.statusCode, codeOf(other)]).toEqual([410, 'CHALLENGE.EXPIRED']);

    const again = await send(leila, 'PUT', 'secure/profile/user/phone', { phoneNumber: '98765432' });
    const key = resultOf(again).challengeKey as string;
    await send(leila, 'POST', 'otp/challenge/validateAndContinue', {
      challengeKey: key,
      otp: await readLatestCode(testApp.app, '98765432'),
    });
    const done = await testApp.app.inject({
      method: 'PUT',
      url: '/gateway/secure/profile/user/phone',
      headers: { ...leila, 'challenge-key': key },
      payload: { phoneNumber: '98765432' },
    });
    expect(resultOf(done).phoneNumber).toBe('98765432');
    const told = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.recipient, before.phoneNumber), eq(outboxMessages.purpose, 'contact-change')),
      );
    expect(told).toHaveLength(1);
    const news = await testApp.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.key, 'PROFILE_PHONE_CHANGED'));
    expect(news.map((row) => row.category)).toEqual(['AUTH']);

    const same = await send(leila, 'PUT', 'secure/profile/user/phone', { phoneNumber: '98765432' });
    expect([same.statusCode, codeOf(same)]).toEqual([422, 'PROFILE.SAME_CONTACT']);
  });

  it('asks the code of a new e-mail at that address, and refuses a malformed one', async () => {
    const bad = await send(amina, 'PUT', 'secure/profile/user/email', { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    const first = await send(amina, 'PUT', 'secure/profile/user/email', { email: 'Amina.New@example.tn' });
    expect(codeOf(first)).toBe('OTP.300');
    expect(await readLatestCode(testApp.app, 'amina.new@example.tn')).toMatch(/^\d{6}$/);
  });
});
