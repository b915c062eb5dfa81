/**
 * A company's account holder manages its users on the real routes: every change asks for a code and
 * is recorded; rights, suspension and revocation take effect on the user's next call; a holder gives
 * no more than it holds and reaches no one outside its company.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLatestCode } from '../../../test/challenge-answers.ts';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTransferClient } from '../../../test/transfer-client.ts';

type Headers = Record<string, string>;
const YOUSSEF = { rib: '32002002345678901230', name: 'Youssef Trabelsi' };

describe('company users and rights', () => {
  let testApp: TestApp;
  let admin: Headers;
  let viewer: Headers;
  let viewerId: string;
  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000 });
    admin = (await signIn(testApp.app, 'nour.admin', 'WEB')).headers;
    viewer = (await signIn(testApp.app, 'nour.viewer', 'WEB')).headers;
    viewerId = (await list()).find((user: { username: string }) => user.username === 'nour.viewer')?.id;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const request = (headers: Headers, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    testApp.app.inject({ method, url: `/gateway/${path}`, headers, ...(payload ? { payload } : {}) });
  const list = async () => (await request(admin, 'GET', 'secure/api/company/users')).json().body.result;
  const resultOf = (response: LightMyRequestResponse) => response.json().body.result;

  /** The holder's change: refused with OTP.300 first, then sent again with the verified code. */
  const confirmed = async (method: 'POST' | 'PUT', path: string, payload: object) => {
    const first = await request(admin, method, path, payload);
    if (first.json().header.statusCode !== 'OTP.300') {
      return { first, final: first };
    }
    const challengeKey: string = resultOf(first).challengeKey;
    const validated = await request(admin, 'POST', 'otp/challenge/validateAndContinue', {
      challengeKey,
      otp: await readLatestCode(testApp.app),
    });
    expect(validated.statusCode).toBe(200);
    const final = await testApp.app.inject({
      method,
      url: `/gateway/${path}`,
      headers: { ...admin, 'challenge-key': challengeKey },
      payload,
    });
    return { first, final };
  };

  const withinBankTransfer = async (headers: Headers) => {
    const client = createTransferClient(testApp);
    const [account] = await client.accounts(headers);
    return client.post(
      headers,
      'transfer/withinBankTransfer',
      { debitAccountId: account?.id, payee: YOUSSEF, amount: '1.000' },
      { 'idempotency-key': randomUUID() },
    );
  };

  it('asks for a code before a viewer is given within-bank transfers, who can then make one', async () => {
    const before = await withinBankTransfer(viewer);
    expect(before.statusCode).toBe(403);

    const rights = [
      { service: 'ACCOUNT_MANAGEMENT', process: 'VIEW' },
      { service: 'WITHIN_BANK_TRANSFER', process: 'CREATE' },
    ];
    const { first, final } = await confirmed('PUT', 'secure/api/company/users/rights', {
      userId: viewerId,
      rights,
    });
    expect(first.json().header.statusCode).toBe('OTP.300');
    expect(final.statusCode).toBe(200);
    expect(resultOf(final).rights).toEqual(rights.map((right) => ({ ...right, channels: ['MOB', 'WEB'] })));

    // Read again on the viewer's very next call: no new sign-in needed.
    const after = await withinBankTransfer(viewer);
    expect(after.json().header.statusCode).toBe('OTP.300');
  });

  it('gives a right on the web only: the mobile app is refused it', async () => {
    const viewerOnPhone = (await signIn(testApp.app, 'nour.viewer', 'MOB', 'viewer-phone-01')).headers;
    const rights = [
      { service: 'ACCOUNT_MANAGEMENT', process: 'VIEW' },
      { service: 'WITHIN_BANK_TRANSFER', process: 'CREATE', channels: ['WEB'] },
    ];
    const { final } = await confirmed('PUT', 'secure/api/company/users/rights', { userId: viewerId, rights });
    expect(resultOf(final).rights).toEqual([
      { service: 'ACCOUNT_MANAGEMENT', process: 'VIEW', channels: ['MOB', 'WEB'] },
      { service: 'WITHIN_BANK_TRANSFER', process: 'CREATE', channels: ['WEB'] },
    ]);
    expect((await withinBankTransfer(viewer)).json().header.statusCode).toBe('OTP.300');
    expect((await withinBankTransfer(viewerOnPhone)).statusCode).toBe(403);

    // Bulk transfers are the holder's on the web only: it cannot give them for the mobile app.
    const mobileBulk = await request(admin, 'PUT', 'secure/api/company/users/rights', {
      userId: viewerId,
      rights: [{ service: 'MULTIPLE_TRANSFER', process: 'CREATE', channels: ['MOB'] }],
    });
    expect(resultOf(mobileBulk).fieldErrors).toEqual([{ field: 'rights.0', key: 'invalidSelection' }]);
  });

  it("chooses which company accounts a user sees, never another customer's", async () => {
    const client = createTransferClient(testApp);
    const companyAccounts = await client.accounts(admin);
    const [first] = companyAccounts;
    expect(companyAccounts.length).toBeGreaterThan(1);
    const amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    const [aminaAccount] = await client.accounts(amina);

    const foreign = await request(admin, 'PUT', 'secure/api/company/users/accounts', {
      userId: viewerId,
      accountIds: [first?.id, aminaAccount?.id],
    });
    expect(foreign.statusCode).toBe(400);
    expect(resultOf(foreign).fieldErrors).toEqual([{ field: 'accountIds.1', key: 'invalidSelection' }]);

    const { final } = await confirmed('PUT', 'secure/api/company/users/accounts', {
      userId: viewerId,
      accountIds: [first?.id],
    });
    expect(resultOf(final).accountIds).toEqual([first?.id]);
    expect((await client.accounts(viewer)).map((account) => account.id)).toEqual([first?.id]);

    const all = await confirmed('PUT', 'secure/api/company/users/accounts', {
      userId: viewerId,
      accountIds: companyAccounts.map((account) => account.id),
    });
    expect(all.final.statusCode).toBe(200);
    expect((await client.accounts(viewer)).length).toBe(companyAccounts.length);
  });

  it('refuses to give more than the holder holds, and to reach users of no company of its own', async () => {
    const tooMuch = await request(admin, 'PUT', 'secure/api/company/users/rights', {
      userId: viewerId,
      rights: [{ service: 'INTERNATIONAL_TRANSFER', process: 'CREATE' }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(resultOf(tooMuch).fieldErrors).toEqual([{ field: 'rights.0', key: 'invalidSelection' }]);

    const amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    const aminaId = resultOf(await request(amina, 'GET', 'secure/session')).user?.id ?? randomUUID();
    for (const [method, path, payload] of [
      ['PUT', 'secure/api/company/users/rights', { userId: aminaId, rights: [] }],
      ['PUT', 'secure/api/company/users/status', { userId: aminaId, status: 'INACTIVE' }],
      ['POST', 'secure/api/company/users/revoke', { userId: aminaId }],
    ] as const) {
      expect((await request(admin, method, path, payload)).statusCode).toBe(404);
    }
    for (const headers of [amina, viewer]) {
      expect((await request(headers, 'GET', 'secure/api/company/users')).statusCode).toBe(403);
      expect((await request(headers, 'GET', 'secure/api/company/users/changes')).statusCode).toBe(403);
    }
    expect((await request({}, 'GET', 'secure/api/company/users')).statusCode).toBe(401);
  });

  it('suspends a user, whose next call is refused, and reactivates it', async () => {
    const suspended = await confirmed('PUT', 'secure/api/company/users/status', {
      userId: viewerId,
      status: 'INACTIVE',
    });
    expect(resultOf(suspended.final)).toMatchObject({ status: 'INACTIVE' });
    expect((await request(viewer, 'POST', 'account/all', {})).statusCode).toBe(401);

    const reactivated = await confirmed('PUT', 'secure/api/company/users/status', {
      userId: viewerId,
      status: 'ACTIVE',
    });
    expect(resultOf(reactivated.final)).toMatchObject({ status: 'ACTIVE' });
    viewer = (await signIn(testApp.app, 'nour.viewer', 'WEB')).headers;
    expect((await request(viewer, 'POST', 'account/all', {})).statusCode).toBe(200);
  });

  it('invites a new user whose temporary password goes to its phone, then revokes it for good', async () => {
    const invitation = {
      username: 'nour.compta',
      firstName: 'Rim',
      lastName: 'Ayari',
      phoneNumber: '26111222',
      email: 'rim.ayari@societe-nour.example.com',
    };
    const bad = await request(admin, 'POST', 'secure/api/company/users/invite', {
      ...invitation,
      phoneNumber: '12',
      email: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      resultOf(bad)
        .fieldErrors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['email', 'phoneNumber']);

    const { final } = await confirmed('POST', 'secure/api/company/users/invite', invitation);
    expect(resultOf(final)).toMatchObject({ username: 'nour.compta', isInvited: true, rights: [] });
    const sms = (await request({}, 'GET', 'dev/outbox?to=26111222&limit=1')).json().body.result[0];
    expect(sms.body).toContain('nour.compta');
    expect(sms.body).toMatch(/mot de passe provisoire \S{14}/);

    const again = await confirmed('POST', 'secure/api/company/users/invite', invitation);
    expect(resultOf(again.final).fieldErrors).toEqual([{ field: 'username', key: 'unique' }]);

    const invitedId = resultOf(final).id;
    const revoked = await confirmed('POST', 'secure/api/company/users/revoke', { userId: invitedId });
    expect(resultOf(revoked.final)).toBe(true);
    expect((await list()).map((user: { username: string }) => user.username)).not.toContain('nour.compta');
  });

  it('records who changed what and when, newest first', async () => {
    const changes = resultOf(await request(admin, 'GET', 'secure/api/company/users/changes'));
    expect(changes.map((change: { action: string }) => change.action)).toEqual([
      'REVOKE',
      'INVITE',
      'REACTIVATE',
      'SUSPEND',
      'ACCOUNTS',
      'ACCOUNTS',
      'RIGHTS',
      'RIGHTS',
    ]);
    expect(changes[0]).toMatchObject({
      actorName: expect.any(String),
      targetName: 'Rim Ayari',
      rights: null,
    });
    expect(changes[6].rights).toContainEqual({
      service: 'WITHIN_BANK_TRANSFER',
      process: 'CREATE',
      channels: ['WEB'],
    });
    expect(changes[5].accountIds).toHaveLength(1);
  });
});
