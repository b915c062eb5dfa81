/**
 * Fuzzes every operation of the OpenAPI document with malformed inputs — wrong types, huge strings,
 * control characters, deep nesting, absurd amounts, unknown fields, empty and non-JSON bodies,
 * malformed Idempotency-Keys — anonymously and signed in. No answer may be a 5xx, and every answer
 * is the `{ header, body }` envelope, but a file an endpoint defined with a file answer sends.
 *
 * Deterministic: FUZZ_SEED picks the draws (a fixed one by default); FUZZ_ROUNDS runs more draws of
 * the per-field mutations (one round by default, a few seconds of CPU).
 */
import { ENDPOINTS, type Endpoint, routeKeyOf } from '@baraka/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Random, seededRandom } from '../core/ledger/testing/seeded-random.ts';
import { signIn } from '../test/sign-in.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const SEED = Number.isInteger(Number(process.env.FUZZ_SEED)) ? Number(process.env.FUZZ_SEED) : 20_260_101;
const ROUNDS = Math.max(1, Number(process.env.FUZZ_ROUNDS) || 1);
/** A guard against a hang, not a speed check: a round of every operation on a loaded 2-core machine
 * has taken over a minute. A longer run gets the time its rounds take. */
const TIMEOUT_MS = ROUNDS * 180_000;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};
type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; schema?: JsonSchema };
type Operation = {
  method: Method;
  /** The route as Fastify knows it, `:name` for a parameter. */
  route: string;
  endpoint: Endpoint | undefined;
  pathParams: Parameter[];
  queryParams: Parameter[];
  bodySchema: JsonSchema | undefined;
};

/** One malformed call: what it tries, and how to send it. */
type Case = { label: string; request: Omit<InjectOptions, 'method'> & { url: string } };

const HUGE = 'x'.repeat(100_000);
const CONTROL = 'a\u0000b\u0007c\u001b';
const DEEP_ARRAY = `${'['.repeat(2_000)}${']'.repeat(2_000)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const WRONG_VALUES: readonly unknown[] = [0, -1, 1.5, true, 'text', [], [1, 'two'], {}, { nested: {} }, null];
/** JSON texts with numbers JSON.parse makes Infinity or loses (1e309), or that are no JSON at all. */
const RAW_AMOUNTS: readonly string[] = [
  '-1',
  '0',
  '1e309',
  '-1e309',
  '1e-400',
  '"NaN"',
  '"Infinity"',
  '"-0"',
  '1.0000000000000001',
  '99999999999999999999999',
];
const AMOUNT_NAME = /amount|montant|price|sum|fee|rate|balance|total|value|capital|principal|salary|income/i;
const IDEMPOTENCY_KEYS: readonly (string | undefined)[] = [
  undefined,
  '',
  'short',
  'k'.repeat(129),
  'key\u0000with-nul',
  'clé-accentuée-1234',
  HUGE,
];

const resolve = (
  schema: JsonSchema | undefined,
  document: Record<string, unknown>,
): JsonSchema | undefined => {
  if (!schema?.$ref) {
    return schema;
  }
  const target = schema.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
  return target as JsonSchema | undefined;
};

/** The object properties a body may have, through anyOf / oneOf / allOf variants. */
const propertiesOf = (
  schema: JsonSchema | undefined,
  document: Record<string, unknown>,
): Record<string, JsonSchema> => {
  const resolved = resolve(schema, document);
  if (!resolved) {
    return {};
  }
  const variants = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])];
  return Object.assign(
    {},
    ...variants.map((variant) => propertiesOf(variant, document)),
    resolved.properties ?? {},
  );
};

/** A value a path parameter plausibly takes, from its schema. */
const plausibleParam = (schema: JsonSchema | undefined): string => {
  if (schema?.enum?.length) {
    return String(schema.enum[0]);
  }
  if (schema?.format === 'uuid') {
    return '00000000-0000-4000-8000-000000000000';
  }
  const type = [schema?.type].flat()[0];
  return type === 'integer' || type === 'number' ? '1' : 'A1B2C3';
};

const fillRoute = (operation: Operation, overrides: Record<string, string> = {}) =>
  operation.route.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const parameter = operation.pathParams.find((candidate) => candidate.name === name);
    return encodeURIComponent(overrides[name] ?? plausibleParam(parameter?.schema));
  });

/** A plausible, valid-looking body to mutate one field of at a time. */
const plausibleBody = (properties: Record<string, JsonSchema>, document: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(properties).map(([name, raw]) => {
      const schema = resolve(raw, document) ?? {};
      const type = [schema.type].flat()[0];
      const value = schema.enum?.length
        ? schema.enum[0]
        : type === 'integer' || type === 'number'
          ? 1
          : type === 'boolean'
            ? false
            : type === 'array'
              ? []
              : type === 'object'
                ? {}
                : schema.format === 'uuid'
                  ? '00000000-0000-4000-8000-000000000000'
                  : 'A1B2C3';
      return [name, value];
    }),
  );

const withQuery = (url: string, query: Record<string, string | string[]>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of [value].flat()) {
      search.append(name, item);
    }
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
};

/** Routes of the calls that may end the caller's session (sign-out, leaving the demo). */
const ENDS_SESSION = /logout|demo/;
const JSON_TYPE = { 'content-type': 'application/json' };
const RAW_PLACEHOLDER = '\u2063raw\u2063';

/** The malformed calls of one operation for one round. */
const casesOf = (
  operation: Operation,
  document: Record<string, unknown>,
  random: Random,
  round: number,
): Case[] => {
  const url = fillRoute(operation);
  const cases: Case[] = [];
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const plausibleQuery = Object.fromEntries(
    operation.queryParams.map((parameter) => [parameter.name, plausibleParam(parameter.schema)]),
  );
  const properties = propertiesOf(operation.bodySchema, document);
  const base = plausibleBody(properties, document);
  const post = (label: string, payload: string, headers: Record<string, string> = JSON_TYPE) =>
    cases.push({ label, request: { url: withQuery(url, plausibleQuery), headers, payload } });

  if (round === 0) {
    cases.push({ label: 'no input at all', request: { url } });
    cases.push({
      label: 'Device header nested 2 000 levels deep, unknown Channel',
      request: { url, headers: { device: DEEP_ARRAY, channel: 'FAX\u0007' } },
    });
    // Unknown query fields: one nested 2 000 brackets deep, one with a broken percent-encoding.
    const nestedQuery = withQuery(url, { ...plausibleQuery, [`zz${'[a]'.repeat(2_000)}`]: '1' });
    cases.push({ label: 'unknown query fields', request: { url: `${nestedQuery}&zz=%E0%A4%A&%=1` } });
    for (const parameter of operation.pathParams) {
      for (const [what, value] of [
        ['huge', HUGE],
        ['control characters', CONTROL],
        ['dots', '..'],
        ['percent', '%'],
      ] as const) {
        cases.push({
          label: `${what} path parameter ${parameter.name}`,
          request: { url: fillRoute(operation, { [parameter.name]: value }) },
        });
      }
    }
    for (const parameter of operation.pathParams) {
      const placeholder = fillRoute(operation, { [parameter.name]: RAW_PLACEHOLDER });
      cases.push({
        label: `broken percent-encoding in path parameter ${parameter.name}`,
        request: { url: placeholder.replace(encodeURIComponent(RAW_PLACEHOLDER), '%E0%A4%A') },
      });
    }
    if (hasBody) {
      post('empty body with JSON type', '');
      post('non-JSON body with JSON type', '{"unterminated": ');
      post('bare NaN body', 'NaN');
      post('JSON null', 'null');
      post('JSON string', '"text"');
      post('JSON array', '[1,2]');
      post('2 000 nested arrays', DEEP_ARRAY);
      post('2 000 nested objects', deepObject(2_000));
      post('unknown fields', JSON.stringify({ ...base, zzUnknown: 1, zzNested: { constructor: 1 } }));
      post('__proto__ field', `{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {}}}`);
      post('text body', 'hello', { 'content-type': 'text/plain' });
      post('form body', 'a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' });
      post('JSON with a bad charset', '{}', { 'content-type': 'application/json; charset=latin-7' });
    }
    if (operation.endpoint?.movesMoney) {
      for (const key of IDEMPOTENCY_KEYS) {
        cases.push({
          label: `Idempotency-Key ${key === undefined ? 'missing' : JSON.stringify(key.slice(0, 20))}`,
          request: {
            url: withQuery(url, plausibleQuery),
            headers: { ...JSON_TYPE, ...(key === undefined ? {} : { 'idempotency-key': key }) },
            ...(hasBody ? { payload: JSON.stringify(base) } : {}),
          },
        });
      }
    }
  }

  // Each query field and each body field: a wrong type, a huge string, control characters, and
  // absurd amounts where the name looks like one.
  for (const parameter of operation.queryParams) {
    const mutations: [string, string | string[]][] = [
      ['huge', HUGE],
      ['control characters', CONTROL],
      ['repeated', ['1', '2']],
      ['empty', ''],
    ];
    const odd = random.pick(['-1', 'NaN', 'Infinity', '1e309', 'true', '[]', '{}', 'null', '0x10', ' 1 ']);
    mutations.push([`value ${odd}`, odd]);
    for (const [what, value] of [random.pick(mutations)]) {
      cases.push({
        label: `${what} query ${parameter.name}`,
        request: { url: withQuery(url, { ...plausibleQuery, [parameter.name]: value }) },
      });
    }
  }
  if (hasBody) {
    for (const name of Object.keys(properties)) {
      // The body with this field's value as raw JSON text (a number JSON.parse cannot hold exactly).
      const rawField = (raw: string) =>
        JSON.stringify({ ...base, [name]: RAW_PLACEHOLDER }).replace(`"${RAW_PLACEHOLDER}"`, raw);
      const mutations: [string, string][] = [
        ['wrong type', JSON.stringify({ ...base, [name]: random.pick(WRONG_VALUES) })],
        ['huge string', JSON.stringify({ ...base, [name]: HUGE })],
        ['control characters', JSON.stringify({ ...base, [name]: CONTROL })],
        ['nested', rawField(deepObject(random.int(50) + 2_000))],
      ];
      const drawn = [random.pick(mutations)];
      if (AMOUNT_NAME.test(name)) {
        const raw = random.pick(RAW_AMOUNTS);
        drawn.push([`amount ${raw}`, rawField(raw)]);
      }
      for (const [what, payload] of drawn) {
        post(`${what} in body ${name}`, payload);
      }
    }
  }
  return cases;
};

/** What is wrong with an answer, or nothing. */
const defectOf = (operation: Operation, response: LightMyRequestResponse): string | undefined => {
  if (response.statusCode >= 500) {
    return `${response.statusCode} ${response.body.slice(0, 300)}`;
  }
  const type = String(response.headers['content-type'] ?? '');
  if (operation.endpoint?.answer.kind === 'file' && response.statusCode === 200 && !type.includes('json')) {
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.body);
  } catch {
    return `${response.statusCode} not JSON (${type}): ${response.body.slice(0, 120)}`;
  }
  const header = (parsed as { header?: { statusCode?: unknown } } | null)?.header;
  return typeof header?.statusCode === 'string' && parsed !== null && 'body' in (parsed as object)
    ? undefined
    : `${response.statusCode} not the envelope: ${response.body.slice(0, 120)}`;
};

describe('malformed inputs on every operation of the OpenAPI document', () => {
  let testApp: TestApp;
  let document: Record<string, unknown>;
  let operations: Operation[];

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 1_000_000 });
    document = (await testApp.app.inject({ method: 'GET', url: '/gateway/docs/json' })).json();
    const byRoute = new Map(ENDPOINTS.map((endpoint) => [routeKeyOf(endpoint), endpoint]));
    const paths = document.paths as Record<
      string,
      Record<
        string,
        { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
      >
    >;
    operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([lowerMethod, definition]) => {
        const method = lowerMethod.toUpperCase() as Method;
        const route = path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
        const parameters = definition.parameters ?? [];
        return {
          method,
          route,
          endpoint: byRoute.get(`${method} ${route}`),
          pathParams: parameters.filter((parameter) => parameter.in === 'path'),
          queryParams: parameters.filter((parameter) => parameter.in === 'query'),
          bodySchema: definition.requestBody?.content?.['application/json']?.schema,
        };
      }),
    );
    // Calls that may end the session go last, so the signed-in pass keeps its session up to them.
    operations.sort((a, b) => Number(ENDS_SESSION.test(a.route)) - Number(ENDS_SESSION.test(b.route)));
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('reads every defined endpoint in the document', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(
      operations
        .filter((operation) => !operation.endpoint)
        .map((operation) => `${operation.method} ${operation.route}`),
    ).toEqual([]);
  });

  it(
    'answers every malformed call with the envelope and never a 5xx',
    async () => {
      const random = seededRandom(SEED);
      const defects: string[] = [];
      let calls = 0;
      // Session calls that told the signed-in customer she was not: the pass lost its session.
      const unauthorized = new Set<string>();
      for (let round = 0; round < ROUNDS; round += 1) {
        // A round ends with the calls that sign out: each one signs in again.
        const signedIn = (await signIn(testApp.app, 'amina', 'WEB')).headers;
        for (const operation of operations) {
          const cases = casesOf(operation, document, random, round);
          for (const [who, headers] of [
            ['visitor', {}],
            ['amina', signedIn],
          ] as const) {
            for (const { label, request } of cases) {
              const response = await testApp.app.inject({
                ...request,
                method: operation.method,
                headers: { ...headers, ...(request.headers as Record<string, string> | undefined) },
              });
              calls += 1;
              if (
                who === 'amina' &&
                response.statusCode === 401 &&
                operation.endpoint?.access.auth === 'session'
              ) {
                unauthorized.add(`${operation.method} ${operation.route}`);
              }
              const defect = defectOf(operation, response);
              if (defect) {
                defects.push(`${operation.method} ${operation.route} as ${who}, ${label}: ${defect}`);
              }
            }
          }
        }
      }
      console.info(`fuzz: ${operations.length} operations, ${calls} calls, seed ${SEED}, ${ROUNDS} round(s)`);
      expect(defects).toEqual([]);
      expect([...unauthorized].filter((key) => !ENDS_SESSION.test(key))).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
