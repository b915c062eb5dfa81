import type { Beneficiary, BeneficiaryGroup } from '@baraka/contracts';
import { buildRib } from '@baraka/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLatestCode } from '../../test/challenge-answers.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CHALLENGE_KEY_HEADER } from '../identity/index.ts';
import { callGateway, callWithCode, type Headers, type Method } from './testing.ts';

const AMINA_PHONE = '20123456';
const YOUSSEF_RIB = '32002002345678901230';
const AMINA_RIB = '32001001234567890151';
const BT_RIB = buildRib('05', '010', '0102030405060');

describe('beneficiaries (spec §7)', () => {
  let testApp: TestApp;
  let amina: Headers;
  let leila: Headers;
  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000 });
    amina = (await signIn(testApp.app, 'amina', 'MOB')).headers;
    leila = (await signIn(testApp.app, 'leila', 'MOB', 'device-leila-001')).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (headers: Headers, method: Method, url: string, payload?: object) =>
    callGateway(testApp.app, headers, method, url, payload);
  const confirmed = (method: Method, url: string, payload: object) =>
    callWithCode(testApp.app, amina, method, url, payload, AMINA_PHONE);
  const all = async (headers: Headers) =>
    (await call(headers, 'GET', 'beneficiaries/all')).json().body.result as Beneficiary[];
  const fieldErrorsOf = (response: { json(): { body: { result: { fieldErrors: unknown } } } }) =>
    response.json().body.result.fieldErrors;

  it("lists the customer's payees, grouped by type with what may be done", async () => {
    const list = await all(amina);
    expect(list.map((payee) => payee.lastName)).toEqual([
      'Ben Salah',
      'Gharbi',
      'Khelifi',
      'Mejri',
      'Trabelsi',
    ]);
    expect(list.find((payee) => payee.lastName === 'Gharbi')).toMatchObject({
      beneficiaryType: 'WITHINBANK',
      bankName: 'Al Baraka Bank Tunisia',
      iban: 'TN5932005003456789012350',
      creator: 'Amina Ben Salah',
    });
    const groups = (await call(amina, 'POST', 'byBenefType', {})).json().body.result as BeneficiaryGroup[];
    expect(
      groups.map((group) => [
        group.beneficiaryType,
        group.beneficiaries.length,
        group.canAdd,
        group.canDelete,
      ]),
    ).toEqual([
      ['LOCAL', 3, true, true],
      ['WITHINBANK', 2, true, true],
      // Spec §6: international payees are edited and deleted, not added (switch off by default).
      ['INTERNATIONAL', 0, false, true],
    ]);
    const byType = await call(amina, 'POST', 'beneficiaries/byType', { beneficiaryType: 'LOCAL' });
    expect((byType.json().body.result as Beneficiary[]).map((payee) => payee.bankName)).toEqual([
      'Banque Internationale Arabe de Tunisie',
      // Her landlord, paid from the same BIAT account as her rent standing order.
      'Banque Internationale Arabe de Tunisie',
      'Banque Zitouna',
    ]);
  });

  it('adds a national payee only with the one-time code sent to the phone', async () => {
    const payee = {
      firstName: 'Walid',
      lastName: 'Chebbi',
      nickName: 'Garage',
      rib: BT_RIB,
      phoneNumber: '',
    };
    const first = await call(amina, 'POST', 'addLocal', payee);
    expect(first.statusCode).toBe(202);
    expect(first.json().header.statusCode).toBe('OTP.300');
    const sms = (await call({}, 'GET', `dev/outbox?to=${AMINA_PHONE}&limit=1`)).json().body.result[0].body;
    expect(sms).toContain('Walid Chebbi');
    expect(sms).toContain(`RIB 05 010 0102030405060 ${BT_RIB.slice(18)}`);
    const { challengeKey } = first.json().body.result;
    const code = await readLatestCode(testApp.app, AMINA_PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await call(amina, 'POST', 'otp/challenge/validateAndContinue', {
      challengeKey,
      otp: wrong,
    });
    expect(refused.json().header.statusCode).toBe('CHALLENGE.INVALID_CODE');
    // Without a verified code nothing is added.
    const unverified = await call(
      { ...amina, [CHALLENGE_KEY_HEADER]: challengeKey },
      'POST',
      'addLocal',
      payee,
    );
    expect(unverified.json().header.statusCode).toBe('OTP.300');
    expect((await all(amina)).some((item) => item.lastName === 'Chebbi')).toBe(false);

    const added = await confirmed('POST', 'addLocal', payee);

    expect(added.statusCode).toBe(200);
    expect(added.json().body.result).toMatchObject({
      beneficiaryType: 'LOCAL',
      rib: BT_RIB,
      bankCode: '05',
      bankName: 'Banque de Tunisie',
      nickName: 'Garage',
      phoneNumber: null,
    });
    expect((await all(amina)).some((item) => item.lastName === 'Chebbi')).toBe(true);
  });

  it('adds a within-bank payee only for an active Al Baraka account of someone else', async () => {
    const payee = { firstName: 'Youssef', lastName: 'Trabelsi', rib: YOUSSEF_RIB };
    const unknown = await call(amina, 'POST', 'addwithinbank', {
      ...payee,
      rib: buildRib('32', '001', '9999999999999'),
    });
    expect(unknown.statusCode).toBe(422);
    expect(fieldErrorsOf(unknown)).toEqual([{ field: 'rib', key: 'ribUnknownAccount' }]);
    const own = await call(amina, 'POST', 'addwithinbank', { ...payee, rib: AMINA_RIB });
    expect(fieldErrorsOf(own)).toEqual([{ field: 'rib', key: 'ribOwnAccount' }]);
    // Amina already has Youssef: the same RIB twice is refused before any code is sent.
    const duplicate = await call(amina, 'POST', 'addwithinbank', {
      ...payee,
      rib: '32002 002 3456789012 30',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().header.statusCode).toBe('unique');
    expect(fieldErrorsOf(duplicate)).toEqual([{ field: 'rib', key: 'unique' }]);

    const added = await confirmed('POST', 'addwithinbank', { ...payee, rib: '32003005678901234568' });
    expect(added.json().body.result).toMatchObject({ beneficiaryType: 'WITHINBANK', bankCode: '32' });
  });

  it("refuses a RIB of the wrong bank for the type, a wrong key and names that aren't names", async () => {
    const payee = { firstName: 'Walid', lastName: 'Chebbi', rib: BT_RIB };
    const cases: [string, object, { field: string; key: string }][] = [
      ['addLocal', { ...payee, rib: YOUSSEF_RIB }, { field: 'rib', key: 'ribOwnBank' }],
      ['addwithinbank', payee, { field: 'rib', key: 'ribOtherBank' }],
      ['addLocal', { ...payee, rib: `${BT_RIB.slice(0, 18)}00` }, { field: 'rib', key: 'invalidRib' }],
      [
        'addLocal',
        { ...payee, rib: buildRib('99', '010', '0102030405060') },
        { field: 'rib', key: 'ribUnknownBank' },
      ],
      [
        'addLocal',
        { ...payee, firstName: 'W4lid' },
        { field: 'firstName', key: 'numberAndSpecialCharactersValidation' },
      ],
      ['addLocal', { ...payee, lastName: 'C'.repeat(41) }, { field: 'lastName', key: 'maxLength' }],
    ];
    for (const [url, body, expected] of cases) {
      const response = await call(amina, 'POST', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldErrorsOf(response)).toContainEqual(expect.objectContaining(expected));
    }
  });

  it('changes names without a code, and asks one for a new RIB', async () => {
    const sami = (await all(amina)).find((payee) => payee.firstName === 'Sami');
    if (!sami?.rib) {
      throw new Error('seed: no Sami');
    }
    const base = { id: sami.id, firstName: 'Sami', lastName: 'Ben Salah', rib: sami.rib };
    const renamed = await call(amina, 'PUT', 'updateLocal', { ...base, nickName: 'Petit frère' });
    expect(renamed.json().body.result).toMatchObject({ nickName: 'Petit frère', rib: sami.rib });

    const newRib = buildRib('11', '200', '0000111122223');
    const moved = await confirmed('PUT', 'updateLocal', { ...base, rib: newRib });
    expect(moved.json().body.result).toMatchObject({
      rib: newRib,
      bankName: expect.stringContaining('Union Bancaire'),
    });
    const wrongType = await call(amina, 'PUT', 'updateWithInBank', { ...base, rib: YOUSSEF_RIB });
    expect(wrongType.statusCode).toBe(404);
  });

  it('deletes after which the payee is gone and its account may be added again', async () => {
    const rania = (await all(amina)).find((payee) => payee.firstName === 'Rania');
    if (!rania?.rib) {
      throw new Error('seed: no Rania');
    }
    expect((await call(amina, 'POST', 'deleteWithInBank', { id: rania.id })).statusCode).toBe(404);
    const deleted = await call(amina, 'POST', 'deleteLocal', { id: rania.id });
    expect(deleted.json().body).toEqual({ type: 'BOOLEAN_RESPONSE', result: true });
    expect((await call(amina, 'POST', 'getOne', { id: rania.id })).statusCode).toBe(404);
    expect((await call(amina, 'POST', 'deleteLocal', { id: rania.id })).statusCode).toBe(404);

    const again = await confirmed('POST', 'addLocal', {
      firstName: 'Rania',
      lastName: 'Mejri',
      rib: rania.rib,
    });
    expect(again.statusCode).toBe(200);
  });

  it("never shows or changes another customer's payee", async () => {
    const leilas = await all(leila);
    const ines = leilas.find((payee) => payee.firstName === 'Ines');
    if (!ines?.rib) {
      throw new Error('seed: no Ines');
    }
    expect((await call(amina, 'POST', 'getOne', { id: ines.id })).statusCode).toBe(404);
    const update = { id: ines.id, firstName: 'Ines', lastName: 'Bouzid', rib: ines.rib, nickName: 'x' };
    expect((await call(amina, 'PUT', 'updateLocal', update)).statusCode).toBe(404);
    expect((await call(amina, 'POST', 'deleteLocal', { id: ines.id })).statusCode).toBe(404);
    expect((await call(leila, 'POST', 'getOne', { id: ines.id })).json().body.result.nickName).toBeNull();
    expect((await all(amina)).some((payee) => payee.id === ines.id)).toBe(false);
  });

  it('edits and deletes international payees but adds none while the switch is off', async () => {
    const yasmine = (await all(leila)).find((payee) => payee.beneficiaryType === 'INTERNATIONAL');
    expect(yasmine).toMatchObject({ swiftCode: 'CRLYFRPP', bankName: 'LCL Crédit Lyonnais', rib: null });
    const payee = {
      firstName: 'Yasmine',
      lastName: 'Gharbi',
      iban: yasmine?.iban ?? '',
      swiftCode: 'CRLYFRPP',
      bankName: 'LCL Crédit Lyonnais',
    };
    const add = await call(leila, 'POST', 'addInternational', {
      ...payee,
      iban: 'DE89370400440532013000',
      swiftCode: 'COBADEFF',
    });
    expect(add.statusCode).toBe(403);
    expect(add.json().header.statusCode).toBe('COMMON.FORBIDDEN');

    const renamed = await call(leila, 'PUT', 'updateInternational', {
      ...payee,
      id: yasmine?.id,
      nickName: 'Yasmine',
    });
    expect(renamed.json().body.result).toMatchObject({ nickName: 'Yasmine', bankAddress: null });
    const newBank = await call(leila, 'PUT', 'updateInternational', {
      ...payee,
      id: yasmine?.id,
      swiftCode: 'BNPAFRPP',
    });
    expect(newBank.json().header.statusCode).toBe('OTP.300');
    expect((await call(leila, 'POST', 'deleteInternational', { id: yasmine?.id })).json().body.result).toBe(
      true,
    );
  });

  it('adds an international payee once the bank turns the switch on', async () => {
    const opened = await testApp.buildVariant({ internationalBeneficiaryAddEnabled: true });
    const groups = (
      await opened.inject({ method: 'POST', url: '/gateway/byBenefType', headers: leila, payload: {} })
    ).json().body.result as BeneficiaryGroup[];
    expect(groups.find((group) => group.beneficiaryType === 'INTERNATIONAL')?.canAdd).toBe(true);
    const payee = {
      firstName: 'Jonas',
      lastName: 'Weber',
      iban: 'DE89 3704 0044 0532 0130 00',
      swiftCode: 'cobadeff',
      bankName: 'Commerzbank',
    };

    const added = await callWithCode(opened, leila, 'POST', 'addInternational', payee, '98456789');

    expect(added.json().body.result).toMatchObject({
      beneficiaryType: 'INTERNATIONAL',
      iban: 'DE89370400440532013000',
      swiftCode: 'COBADEFF',
      rib: null,
    });
    const again = await opened.inject({
      method: 'POST',
      url: '/gateway/addInternational',
      headers: leila,
      payload: payee,
    });
    expect(again.json().body.result.fieldErrors).toEqual([{ field: 'iban', key: 'unique' }]);
  });
});
