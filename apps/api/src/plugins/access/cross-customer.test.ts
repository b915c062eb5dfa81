/**
 * Every secure endpoint that takes the id of a customer's object, called by another customer with
 * the first one's real ids (read through the list calls): refused with 403 or 404, and none of the
 * owner's ids, RIBs or IBANs in the answer. And every write, called by a company's view-only user:
 * refused with 403, before any code is asked. Both lists come from the endpoint definitions: a new
 * id-bearing endpoint fails the test until its id field has a filler here or is listed with a reason.
 */

import { randomUUID } from 'node:crypto';
import { ENDPOINTS, type Endpoint, fillPath, routeKeyOf } from '@baraka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findUserByUsername } from '../../modules/identity/index.ts';
import { FILES, upload } from '../../test/contact-fixtures.ts';
import { notifyUser } from '../../test/notification-fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTransferClient } from '../../test/transfer-client.ts';
import { matrixEntryOf } from './authorization-matrix.ts';
import { effectOf } from './route-access.ts';

type Part = 'params' | 'query' | 'body';
type JsonObject = { properties?: Record<string, unknown>; required?: string[] };

/** The top-level fields of a part, and the required ones, read from its input schema. */
const shapeOf = (schema: z.ZodType | undefined): { fields: string[]; required: string[] } => {
  if (!schema) {
    return { fields: [], required: [] };
  }
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonObject;
  return { fields: Object.keys(json.properties ?? {}), required: json.required ?? [] };
};

/** A field carrying the id of an object: `id`, `accountId`, `debitAccountId`, `userId`... */
const isIdField = (field: string) => field === 'id' || /Id$/.test(field);

const PARTS: readonly Part[] = ['params', 'query', 'body'];

type JsonNode = { properties?: Record<string, JsonNode>; items?: JsonNode; anyOf?: JsonNode[] };

/** Id fields inside the objects of a part (`payee.beneficiaryId`, `rows.payee.beneficiaryId`). */
const nestedIdFieldsOf = (endpoint: Endpoint): string[] => {
  const walk = (node: JsonNode, path: string[]): string[] => [
    ...Object.entries(node.properties ?? {}).flatMap(([name, child]) => [
      ...(path.length > 1 && isIdField(name) ? [[...path, name].join('.')] : []),
      ...walk(child, [...path, name]),
    ]),
    ...(node.items ? walk(node.items, path) : []),
    ...(node.anyOf ?? []).flatMap((option) => walk(option, path)),
  ];
  return PARTS.flatMap((part) => {
    const schema = endpoint[part];
    return schema
      ? walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode, [part])
      : [];
  }).map((path) => `${routeKeyOf(endpoint)} ${path}`);
};

/**
 * Ids inside a payee: the saved beneficiary the customer picked it from. Another customer's id
 * there is refused with 404 by transfers, standing orders and bulk rows alike (one check, in the
 * payee's resolution), proven on those routes by `modules/transfers/foreign-beneficiary.test.ts`.
 * And the refund account a financing request names: another customer's is refused with 404 (the
 * accounts' one visibility check), proven by `modules/processes/processes.test.ts`.
 * And the id a phone gives the device key it enrols for fingerprint sign-in: a name for the key it
 * creates, never a reference to an existing object (`fingerprint/device-keys.test.ts`).
 */
const NESTED_NOT_CALLED = /^body\.((rows\.)?payee\.beneficiaryId|variables\.refundAccountId|response\.id)$/;

const idFieldsOf = (endpoint: Endpoint) =>
  PARTS.flatMap((part) =>
    shapeOf(endpoint[part])
      .fields.filter(isIdField)
      .map((field) => ({ part, field })),
  );

const isSecure = (endpoint: Endpoint) => endpoint.access.auth === 'session';

/** Secure endpoints whose id fields no seeded object of another customer can fill, with the reason. */
const EFFECTS_NOT_COVERED =
  'only companies follow trade effects and the one seeded company has no other company beside it; an effect is ' +
  'found through the accounts the caller sees (visibleAccountsCondition), as cheques are, which this test covers';
const NOT_COVERED: Readonly<Record<string, string>> = {
  'POST /gateway/secure/api/tradingEffects/effect/recto': EFFECTS_NOT_COVERED,
  'POST /gateway/secure/api/tradingEffects/effect/verso': EFFECTS_NOT_COVERED,
};

/** Which of the owner's objects the `id` field of an endpoint names (other fields say it by name). */
const ID_KIND: Readonly<Record<string, IdKind>> = {
  'POST /gateway/getOne': 'beneficiary',
  'PUT /gateway/updateLocal': 'localBeneficiary',
  'POST /gateway/deleteLocal': 'localBeneficiary',
  'PUT /gateway/updateWithInBank': 'withinBankBeneficiary',
  'POST /gateway/deleteWithInBank': 'withinBankBeneficiary',
  'PUT /gateway/updateInternational': 'internationalBeneficiary',
  'POST /gateway/deleteInternational': 'internationalBeneficiary',
  'DELETE /gateway/devices/delete': 'device',
  'POST /gateway/devices/updateStatus': 'device',
  'GET /gateway/devices/makeTransactional': 'device',
  'POST /gateway/transfer/cancel': 'transfer',
  'POST /gateway/secure/api/transfer/display': 'transfer',
  'POST /gateway/secure/transfer/receipt': 'transfer',
  'POST /gateway/secure/api/transfer/multiple/display': 'bulkTransfer',
  'GET /gateway/secure/notification/:id': 'notification',
  'PUT /gateway/notificationStatus': 'notification',
  'PUT /gateway/secure/notification/:id/status': 'notification',
  'DELETE /gateway/delete/notification': 'notification',
  'DELETE /gateway/secure/notification/:id': 'notification',
};

type IdKind =
  | 'account'
  | 'beneficiary'
  | 'localBeneficiary'
  | 'withinBankBeneficiary'
  | 'internationalBeneficiary'
  | 'device'
  | 'transfer'
  | 'bulkTransfer'
  | 'transaction'
  | 'user'
  | 'card'
  | 'notification'
  | 'cheque'
  | 'chequebook'
  | 'loan'
  | 'process'
  | 'processDocument';

const FIELD_KIND: Readonly<Record<string, IdKind>> = {
  accountId: 'account',
  debitAccountId: 'account',
  creditAccountId: 'account',
  transactionId: 'transaction',
  userId: 'user',
  cardId: 'card',
  chequeId: 'cheque',
  chequebookId: 'chequebook',
  loanId: 'loan',
  processId: 'process',
  attachmentId: 'processDocument',
};

const kindOf = (key: string, field: string): IdKind | undefined =>
  field === 'id' ? ID_KIND[key] : FIELD_KIND[field];

const OWNER = 'amina';
const SECOND_OWNER = 'leila';
const INTRUDER = 'nour.admin';
const VIEWER = 'nour.viewer';

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A Tunisian RIB of another bank (a seeded beneficiary's), for a national payee. */
const NATIONAL_RIB = '08006012345678901231';
const FOREIGN_PAYEE = { iban: 'FR7630006000011234567890189', bic: 'BNPAFRPP', name: 'Jean Dupont' };

/** Required fields an endpoint needs other than the common values. */
const VALUES_OF: Readonly<Record<string, Record<string, unknown>>> = {
  'PUT /gateway/updateLocal': { rib: NATIONAL_RIB },
  'POST /gateway/transfer/internationalTransfer': { payee: FOREIGN_PAYEE },
  'PUT /gateway/secure/api/company/users/accounts': { accountIds: [] },
  'PUT /gateway/notificationStatus': { status: 'READ' },
  'PUT /gateway/secure/notification/:id/status': { status: 'READ' },
  'POST /gateway/secure/api/checkbooks/getCheckList': { type: 'EMITTED' },
  'POST /gateway/secure/api/checkbooks/checkbookRequest': {
    requestType: 'CHEQUE',
    CheckCount: 25,
    crossing: 1,
  },
  'POST /gateway/secure/api/checkbooks/declareLoss': { reason: 'LOST' },
  'POST /gateway/bankerisebpm/tasks/complete': { task: 'SIGN_OFFER', outcome: 'DECLINE' },
};

type Headers = Record<string, string>;

const isWrite = (endpoint: Endpoint) => effectOf(endpoint.method, endpoint.effect) === 'write';

/**
 * Writes any signed-in user makes on their own things, a view-only user too: no company right is
 * involved (the test checks they need none).
 */
const VIEWER_OWN: Readonly<Record<string, string>> = {
  'POST /gateway/secure/service-request/save': 'their own request to the bank',
  'POST /gateway/secure/api/secretquestion/validateAndContinue': 'answers their own challenge',
  'PUT /gateway/secure/update-language': 'their own language',
  'DELETE /gateway/devices/delete': 'their own devices',
  'POST /gateway/devices/updateStatus': 'their own devices',
  'GET /gateway/devices/makeTransactional': 'their own devices',
  'GET /gateway/secure/api/user/generateFingerPin': 'their own fingerprint sign-in',
  'POST /gateway/secure/fingerPrint/challenge/activate': 'their own fingerprint sign-in',
  'POST /gateway/secure/resetPwd': 'their own password',
  'POST /gateway/secure/logout/others': 'their own other sessions',
  'PUT /gateway/notificationStatus': 'their own notifications',
  'PUT /gateway/secure/notification/:id/status': 'their own notifications',
  'PUT /gateway/secure/notification/read-all': 'their own notifications',
  'DELETE /gateway/delete/notification': 'their own notifications',
  'DELETE /gateway/secure/notification/:id': 'their own notifications',
  'PUT /gateway/secure/albaraka-notification-preferences/toggle-category': 'their own preferences',
  'POST /gateway/secure/notification/preferences': 'their own preferences',
  'GET /gateway/secure/albaraka-notification/subscribe': 'their own preferences',
  'GET /gateway/secure/albaraka-notification/unsubscribe': 'their own preferences',
  'POST /gateway/secure/notification/token': 'their own push subscription',
  'GET /gateway/secure/remove': 'their own push subscriptions',
  'POST /gateway/user/updateUser': 'their own profile',
  'POST /gateway/secure/update/user/info': 'their own profile',
  'POST /gateway/user/uploadPhotoUser': 'their own photo',
  'PUT /gateway/secure/updateProfilePicture': 'their own photo',
  'DELETE /gateway/secure/profile/photo': 'their own photo',
  'PUT /gateway/secure/updateFavoriteAccount': 'their own favourite (an account they may see)',
  'PUT /gateway/secure/profile/user/phone': 'their own phone number',
  'PUT /gateway/secure/profile/user/email': 'their own e-mail address',
};

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe('one customer’s ids in another customer’s calls', () => {
  let testApp: TestApp;
  let intruder: Headers;
  let viewer: Headers;
  /** The owner's ids by kind, and every id, RIB and IBAN of theirs the answers must not show. */
  const owned = new Map<IdKind, string>();
  const secrets = new Set<string>();
  /** Values for the other required fields. */
  let values: Record<string, unknown> = {};
  /** The intruder's own accounts, for the account fields not under test. */
  let own: Record<string, string> = {};
  let transfers: ReturnType<typeof createTransferClient>;
  /** The viewer's company's accounts. */
  let company: Record<string, string> = {};

  /** Calls an endpoint; one that may ask for a code gets it answered, as the web app does. */
  const call = async (headers: Headers, endpoint: Endpoint, input: Record<Part, Record<string, unknown>>) => {
    const url = `/gateway/${fillPath(endpoint.path, input.params as Record<string, string>)}`;
    const inject = (extra: Headers = {}) =>
      testApp.app.inject({
        method: endpoint.method,
        url,
        query: input.query as Record<string, string>,
        headers: { ...headers, 'idempotency-key': randomUUID(), ...extra },
        ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: input.body }),
      });
    const first = await inject();
    const challenge =
      first.json().header?.statusCode === 'OTP.300' ? first.json().body.result.challengeKey : null;
    if (!challenge) {
      return [first];
    }
    await transfers.validateCode(headers, challenge);
    return [first, await inject({ 'challenge-key': challenge })];
  };

  /** The endpoint's input: its id fields from `idOf`, its other required fields from the values. */
  const inputOf = (endpoint: Endpoint, idOf: (field: string) => string | undefined) => {
    const input: Record<Part, Record<string, unknown>> = { params: {}, query: {}, body: {} };
    const given = { ...values, ...VALUES_OF[routeKeyOf(endpoint)] };
    for (const part of PARTS) {
      const { fields, required } = shapeOf(endpoint[part]);
      for (const field of fields) {
        const value = isIdField(field) ? idOf(field) : required.includes(field) ? given[field] : undefined;
        if (value !== undefined) {
          input[part][field] = value;
        }
      }
    }
    return input;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000 });
    await testApp.app.ready();
    const { app } = testApp;
    transfers = createTransferClient(testApp);
    const owner = (await signIn(app, OWNER)).headers;
    intruder = (await signIn(app, INTRUDER, 'WEB', 'test-device-0002')).headers;
    viewer = (await signIn(app, VIEWER, 'WEB', 'test-device-0003')).headers;
    const read = async (method: 'GET' | 'POST', path: string, payload: object = {}) => {
      const response = await app.inject({ method, url: `/gateway/${path}`, headers: owner, payload });
      if (response.statusCode !== 200) {
        throw new Error(`${path}: ${response.statusCode} ${response.body}`);
      }
      return response.json().body.result;
    };

    const accounts = (await read('POST', 'account/all')) as { id: string; rib: string; iban: string }[];
    for (const account of accounts) {
      secrets.add(account.id).add(account.rib).add(account.iban);
    }
    const [account] = accounts;
    const [mine, other] = await transfers.accounts(intruder);
    if (!account || !mine || !other) {
      throw new Error('the seeded customers have no accounts');
    }
    owned.set('account', account.id);
    own = { accountId: mine.id, debitAccountId: mine.id, creditAccountId: other.id };
    const payee = { rib: NATIONAL_RIB, name: 'Sami Ben Salah' };
    values = {
      amount: '1',
      minAmount: '1',
      maxAmount: '100',
      month: `${today().slice(5, 7)}/${today().slice(0, 4)}`,
      startDate: inDays(-30),
      endDate: today(),
      firstName: 'Test',
      lastName: 'Test',
      rib: mine.rib,
      iban: FOREIGN_PAYEE.iban,
      swiftCode: FOREIGN_PAYEE.bic,
      bankName: 'Bank',
      bankAddress: 'Paris',
      status: 'INACTIVE',
      rights: [],
      executionDate: today(),
      firstExecutionDate: inDays(7),
      frequency: 'MONTHLY',
      currency: 'EUR',
      payee,
      rows: [{ payee, amount: '1' }],
      reason: 'TEMPORARY',
      limit: '700',
      periodicity: 'MONTHLY',
      productCode: 'VCL',
      agencyCode: '001',
      format: 'CSV',
    };

    const history = (await read('POST', 'account/txhistory', {
      accountId: account.id,
      startDate: inDays(-30),
      endDate: today(),
    })) as { items: { id: string }[] };
    owned.set('transaction', history.items[0]?.id ?? '');
    // The owner has no bulk transfer seeded: she sends one.
    const bulk = await transfers.send(owner, 'transfer/multipleTransfer', {
      debitAccountId: account.id,
      rows: [{ payee, amount: '1' }],
    });
    owned.set('bulkTransfer', bulk.final.json().body.result.id);
    const beneficiaries = (await read('GET', 'beneficiaries/all')) as {
      id: string;
      beneficiaryType: string;
    }[];
    for (const [kind, type] of [
      ['localBeneficiary', 'LOCAL'],
      ['withinBankBeneficiary', 'WITHINBANK'],
      ['internationalBeneficiary', 'INTERNATIONAL'],
    ] as const) {
      owned.set(kind, beneficiaries.find((b) => b.beneficiaryType === type)?.id ?? '');
    }
    // Only Leila has a foreign beneficiary, and the owner's pack does not offer adding one: Leila's.
    const second = (await signIn(app, SECOND_OWNER, 'WEB', 'test-device-0004')).headers;
    const hers = (
      await app.inject({ method: 'GET', url: '/gateway/beneficiaries/all', headers: second })
    ).json().body.result as { id: string; beneficiaryType: string }[];
    owned.set('internationalBeneficiary', hers.find((b) => b.beneficiaryType === 'INTERNATIONAL')?.id ?? '');
    owned.set('beneficiary', owned.get('localBeneficiary') ?? '');
    const devices = (await read('GET', 'devices/all')) as { id: string }[];
    owned.set('device', devices[0]?.id ?? '');
    const sent = (await read('POST', 'transfer/displayTransferListByCustomer', {})) as {
      list: { id: string }[];
    }[];
    owned.set('transfer', sent.flatMap((group) => group.list)[0]?.id ?? '');
    const [theirs, alsoTheirs] = await transfers.accounts(viewer);
    company = {
      accountId: theirs?.id ?? '',
      debitAccountId: theirs?.id ?? '',
      creditAccountId: alsoTheirs?.id ?? '',
    };
    const [card] = (await read('GET', 'cards')) as { id: string }[];
    owned.set('card', card?.id ?? '');
    const intruderCards = await app.inject({ method: 'GET', url: '/gateway/cards', headers: intruder });
    own.cardId = (intruderCards.json().body.result as { id: string }[])[0]?.id ?? '';
    const [cheque] = (await read('POST', 'secure/api/checkbooks/getCheckList', { type: 'EMITTED' })) as {
      id: string;
    }[];
    owned.set('cheque', cheque?.id ?? '');
    const [chequebook] = (await read('GET', 'secure/api/checkbooks/getCheckbookList')) as { id: string }[];
    owned.set('chequebook', chequebook?.id ?? '');
    const { loans } = (await read('GET', 'funding/funding-list')) as { loans: { loanId: string }[] };
    owned.set('loan', loans[0]?.loanId ?? '');
    const started = (await read('POST', 'bankerisebpm/process/start', {
      processName: 'FINANCING_REQUEST',
      variables: {
        productCode: 'GOODS_MURABAHA',
        amount: '5000',
        months: 12,
        monthlyIncome: '2850',
        employer: 'Tunisie Telecom',
        refundAccountId: account.id,
      },
      documents: { INCOME_PROOF: upload(FILES.pdf, 'application/pdf', 'bulletin-de-paie.pdf') },
    })) as { processId: string; documents: { id: string }[] };
    owned.set('process', started.processId);
    owned.set('processDocument', started.documents[0]?.id ?? '');
    const user = await findUserByUsername(testApp.database.db, OWNER);
    owned.set('user', user?.user.id ?? '');
    const notice = await notifyUser(testApp.database.db, OWNER, 'DEFAULT', 'CROSS_CUSTOMER');
    owned.set('notification', notice?.id ?? '');
    for (const [kind, id] of owned) {
      if (kind !== 'transaction' && id) {
        secrets.add(id);
      }
    }
  }, 60_000);

  afterAll(async () => {
    await testApp.close();
  });

  const idBearing = ENDPOINTS.filter(isSecure).filter((endpoint) => idFieldsOf(endpoint).length > 0);

  it('knows every id inside an object: none but a payee’s saved beneficiary, a request’s refund account and a new device key’s own id', () => {
    const nested = ENDPOINTS.filter(isSecure).flatMap(nestedIdFieldsOf);
    expect(nested.filter((key) => !NESTED_NOT_CALLED.test(key.split(' ')[2] ?? ''))).toEqual([]);
    expect(nested.length).toBeGreaterThan(0);
  });

  it('knows every id-bearing endpoint: covered, or listed with a reason', () => {
    const unknown = idBearing.flatMap((endpoint) => {
      const key = routeKeyOf(endpoint);
      if (key in NOT_COVERED) {
        return [];
      }
      return idFieldsOf(endpoint)
        .filter(({ field }) => kindOf(key, field) === undefined)
        .map(({ part, field }) => `${key} ${part}.${field}`);
    });
    expect(unknown).toEqual([]);
    const stale = Object.keys(NOT_COVERED).filter((key) => !idBearing.some((e) => routeKeyOf(e) === key));
    expect(stale).toEqual([]);
  });

  it('has a real id of the owner for every kind', () => {
    expect([...owned].filter(([, id]) => !id)).toEqual([]);
  });

  it('refuses the owner’s ids to another customer, and shows none of them', async () => {
    const wrong: string[] = [];
    for (const endpoint of idBearing) {
      const key = routeKeyOf(endpoint);
      if (key in NOT_COVERED) {
        continue;
      }
      // One call per id field: that one the owner's, the other accounts the intruder's own.
      for (const { field: tried } of idFieldsOf(endpoint)) {
        const input = inputOf(endpoint, (field) => {
          const kind = kindOf(key, field);
          const mine = field === tried ? undefined : own[field];
          return mine ?? (kind && owned.get(kind));
        });
        const answers = await call(intruder, endpoint, input);
        const last = answers[answers.length - 1];
        const shown = [...secrets].filter((secret) => answers.some((answer) => answer.body.includes(secret)));
        if (!last || ![403, 404].includes(last.statusCode) || shown.length > 0) {
          wrong.push(`${key} ${tried}: ${last?.statusCode} ${last?.body.slice(0, 300)} shows ${shown}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  const writes = ENDPOINTS.filter(isSecure).filter(isWrite);

  it('lists the viewer’s own writes only among the writes', () => {
    const keys = writes.map(routeKeyOf);
    expect(Object.keys(VIEWER_OWN).filter((key) => !keys.includes(key))).toEqual([]);
    const own = writes.filter((endpoint) => routeKeyOf(endpoint) in VIEWER_OWN);
    // A write the viewer may make on their own things needs no company right.
    expect(own.filter((endpoint) => matrixEntryOf(endpoint)?.kind !== 'session').map(routeKeyOf)).toEqual([]);
  });

  it('refuses every write of the company to its view-only user', async () => {
    const wrong: string[] = [];
    const refused: string[] = [];
    for (const endpoint of writes) {
      const key = routeKeyOf(endpoint);
      if (key in VIEWER_OWN) {
        continue;
      }
      const input = inputOf(endpoint, (field) => company[field] ?? NO_SUCH_ID);
      const answers = await call(viewer, endpoint, input);
      const [answer] = answers;
      if (answers.length > 1 || answer?.statusCode !== 403) {
        wrong.push(`${key}: ${answer?.statusCode} ${answer?.body.slice(0, 300)}`);
      } else {
        refused.push(key);
      }
    }
    expect(wrong).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
  });
});
