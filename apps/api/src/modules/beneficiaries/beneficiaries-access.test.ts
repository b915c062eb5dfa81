import type { BankInfo, Beneficiary, BeneficiaryGroup, CompanyUser } from '@baraka/contracts';
import { buildRib } from '@baraka/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callGateway, callWithCode, type Headers, type Method } from './testing.ts';

const VIEWER_PHONE = '24789012';
const HOLDER_PHONE = '23678901';
const payee = { firstName: 'Lotfi', lastName: 'Ayari', rib: buildRib('20', '300', '0011223344556') };

describe('who may see and change payees (spec §6)', () => {
  let testApp: TestApp;
  let holder: Headers;
  let viewer: Headers;
  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000 });
    holder = (await signIn(testApp.app, 'nour.admin', 'MOB')).headers;
    viewer = (await signIn(testApp.app, 'nour.viewer', 'MOB', 'device-viewer-01')).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (headers: Headers, method: Method, url: string, body?: object) =>
    callGateway(testApp.app, headers, method, url, body);
  const grantViewer = async (rights: { service: string; process: string }[]) => {
    const users = (await call(holder, 'GET', 'secure/api/company/users')).json().body.result as CompanyUser[];
    const sonia = users.find((user) => user.username === 'nour.viewer');
    // A change of rights is confirmed with the code sent to the holder.
    const response = await callWithCode(
      testApp.app,
      holder,
      'PUT',
      'secure/api/company/users/rights',
      { userId: sonia?.id, rights },
      HOLDER_PHONE,
    );
    expect(response.statusCode).toBe(200);
  };
  const lastNames = async (headers: Headers) =>
    ((await call(headers, 'POST', 'beneficiaries/all')).json().body.result as Beneficiary[]).map(
      (item) => item.lastName,
    );

  it('keeps payees from the Basic pack, which has no transfers', async () => {
    const youssef = (await signIn(testApp.app, 'youssef', 'MOB', 'device-youssef-1')).headers;
    for (const [method, url, body] of [
      ['GET', 'beneficiaries/all', undefined],
      ['POST', 'byBenefType', {}],
      ['POST', 'addLocal', payee],
    ] as const) {
      const response = await call(youssef, method, url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().header.statusCode).toBe('COMMON.FORBIDDEN');
    }
  });

  it("shows a company's delegate the company's payees, and lets it add none unless granted", async () => {
    expect(await lastNames(viewer)).toEqual(['Ben Amor', 'Carthage', 'Mansouri', 'Zitouna']);
    expect((await call(viewer, 'POST', 'addLocal', payee)).statusCode).toBe(403);
    const mine = (await call(viewer, 'GET', 'beneficiaries/all')).json().body.result as Beneficiary[];
    expect((await call(viewer, 'POST', 'deleteLocal', { id: mine[0]?.id })).statusCode).toBe(403);

    await grantViewer([
      { service: 'LOCAL_BENEFICIARIES', process: 'VIEW' },
      { service: 'LOCAL_BENEFICIARIES', process: 'CREATE' },
    ]);
    const groups = (await call(viewer, 'POST', 'byBenefType')).json().body.result as BeneficiaryGroup[];
    expect(groups.map((group) => [group.beneficiaryType, group.canAdd, group.canEdit])).toEqual([
      ['LOCAL', true, false],
    ]);
    const added = await callWithCode(testApp.app, viewer, 'POST', 'addLocal', payee, VIEWER_PHONE);

    expect(added.json().body.result).toMatchObject({
      creator: 'Sonia Jlassi',
      bankName: 'Banque Tuniso-Koweïtienne',
    });
    // The company's payee: its holder sees it too.
    expect(await lastNames(holder)).toContain('Ayari');
    // Only national payees now: the within-bank one is out of the delegate's sight.
    expect(await lastNames(viewer)).not.toContain('Zitouna');
    const zitouna = (
      await call(holder, 'POST', 'beneficiaries/byType', { beneficiaryType: 'WITHINBANK' })
    ).json().body.result[0] as Beneficiary;
    expect((await call(viewer, 'POST', 'getOne', { id: zitouna.id })).statusCode).toBe(403);
    expect(
      (await call(viewer, 'POST', 'beneficiaries/byType', { beneficiaryType: 'WITHINBANK' })).statusCode,
    ).toBe(403);
  });

  it('reads but never writes in demo mode', async () => {
    const started = await call({ channel: 'WEB' }, 'POST', 'api/demo/start');
    const cookie = String([started.headers['set-cookie']].flat()[0] ?? '').split(';')[0] ?? '';
    const demo = { channel: 'WEB', cookie };

    expect(await lastNames(demo)).toEqual(['Hammami', 'Jaziri', 'Jlassi']);
    const mehdi = (await call(demo, 'POST', 'beneficiaries/byType', { beneficiaryType: 'WITHINBANK' })).json()
      .body.result[0] as Beneficiary;
    expect((await call(demo, 'POST', 'getOne', { id: mehdi.id })).json().body.result.rib).toBe(
      '32004007890123456771',
    );
    for (const [method, url, body] of [
      ['POST', 'addLocal', payee],
      ['POST', 'deleteWithInBank', { id: mehdi.id }],
      ['PUT', 'updateWithInBank', { id: mehdi.id, firstName: 'M', lastName: 'J', rib: mehdi.rib }],
    ] as const) {
      expect((await call(demo, method, url, body)).json().header.statusCode, url).toBe('COMMON.DEMO_MODE');
    }
  });

  it('finds a foreign bank by BIC or name, without a session', async () => {
    const lookup = async (body: object) =>
      (await call({}, 'POST', 'bank', body)).json().body.result as BankInfo[];

    expect(await lookup({ swift: 'bnpa fr pp' })).toEqual([
      {
        name: 'BNP Paribas',
        street: '16 boulevard des Italiens',
        town: 'Paris',
        country: 'FR',
        address: { swift: 'BNPAFRPP' },
        customer: false,
      },
    ]);
    expect((await lookup({ swift: 'DEUTDEFFXXX' })).map((bank) => bank.name)).toEqual(['Deutsche Bank']);
    expect((await lookup({ name: 'baraka' })).map((bank) => [bank.address.swift, bank.customer])).toEqual([
      ['ABRKEGCA', true],
      ['AIBBBHBM', true],
      ['BTFHTRIS', true],
    ]);
    expect(await lookup({ swift: 'ZZZZZZZZ' })).toEqual([]);
    expect(await lookup({ name: '%%' })).toEqual([]);
    expect((await call({}, 'POST', 'bank', {})).statusCode).toBe(400);
  });
});
