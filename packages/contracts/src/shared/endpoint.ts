/**
 * One call of the channel API, written once. The API registers its route from it (`serve`), the web
 * app calls it through it (`call`), and the authorization matrix and the OpenAPI document are derived
 * from the list of all of them (`ENDPOINTS`). Paths are the spec's, under `/gateway/`.
 */
import type { Permission } from '@baraka/domain';
import type { z } from 'zod';
import { booleanEnvelope, listEnvelope, objectEnvelope, oneOfEnvelope } from './envelope.ts';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer in the envelope: one object, a list of items, or a yes/no. */
export type EnvelopeAnswer =
  | { kind: 'object'; result: z.ZodType }
  | { kind: 'list'; item: z.ZodType }
  | { kind: 'boolean' };

/**
 * What the `result` inside the `{ header, body }` envelope is; or, for a path the spec gives two
 * answers, one of several envelope answers of different kinds (the result's shape tells which); or a
 * file sent as its own bytes, with no envelope on success. The answer's TypeScript type comes from it
 * on both sides.
 */
export type EndpointAnswer =
  | EnvelopeAnswer
  | { kind: 'one-of'; answers: readonly EnvelopeAnswer[] }
  | { kind: 'file' };

export const objectAnswer = <T extends z.ZodType>(result: T) => ({ kind: 'object', result }) as const;
export const listAnswer = <T extends z.ZodType>(item: T) => ({ kind: 'list', item }) as const;
export const BOOLEAN_ANSWER = { kind: 'boolean' } as const;
/** Answers of different kinds on one path (a list or one object, an object or a yes/no). */
export const oneOfAnswer = <const A extends readonly EnvelopeAnswer[]>(...answers: A) =>
  ({ kind: 'one-of', answers }) as const;
/** A download: the handler sends the bytes itself; a refusal is still an envelope. */
export const FILE_ANSWER = { kind: 'file' } as const;

/**
 * Who may call. `public`: anyone (`cache: 'public'` for reference data the same for every caller);
 * `optional`: the session is read when there is one (`cache: 'public'`: a visitor's answer is the
 * same for every visitor, a signed-in one is never stored); `session`: a signed-in session, and `permission`
 * the service and process its role must grant (checked before the body is read). `holder` and
 * `anyOf` are checked by the handler, which needs the resource: a company's account holder, or one
 * permission of a list at least.
 */
export type EndpointAccess =
  | { auth: 'public'; cache?: 'public' }
  | { auth: 'optional'; cache?: 'public' }
  | {
      auth: 'session';
      permission?: Permission;
      holder?: true;
      anyOf?: readonly Permission[];
      /** Reachable while first-access steps (password, terms) are still pending. */
      allowPending?: true;
      /** A write that demo mode still allows (leaving the demo, keeping the session alive). */
      allowInDemo?: true;
    };

/**
 * Reference data the same for every caller (rates, content, locator, simulators): any cache may keep
 * it a short while.
 */
export const REFERENCE_DATA = { auth: 'public', cache: 'public' } as const satisfies EndpointAccess;

export type Endpoint = {
  method: EndpointMethod;
  /** The spec's path below `/gateway/`, parameters as `:name` (`api/news/:id`). */
  path: string;
  /** The area that serves it: the OpenAPI tag and the folder name on every side. */
  area: string;
  summary: string;
  /** What the OpenAPI document says beyond the summary: body variants, limits, error keys. */
  description?: string;
  access: EndpointAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  answer: EndpointAnswer;
  /**
   * What the call does when its method says otherwise: `read` for a POST that only reads (the spec
   * sends some reads as POST; demo mode allows it), `write` for a GET that changes something (demo
   * mode refuses it like any write).
   */
  effect?: 'read' | 'write';
  /** Moves money: the caller sends an Idempotency-Key, and the same key replays the same answer. */
  movesMoney?: true;
  /** May answer with a challenge (a one-time code to send back with the call). */
  mayChallenge?: true;
};

/** Checks an endpoint's shape while keeping its literal types (the answer's type flows from them). */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type EnvelopeResult<A> = A extends { kind: 'object'; result: infer T extends z.ZodType }
  ? z.output<T>
  : A extends { kind: 'list'; item: infer T extends z.ZodType }
    ? z.output<T>[]
    : A extends { kind: 'boolean' }
      ? boolean
      : never;

/** The `result` the caller gets once the envelope is unwrapped. */
export type ResultOf<E extends Endpoint> = E['answer'] extends {
  kind: 'one-of';
  answers: readonly (infer A)[];
}
  ? EnvelopeResult<A>
  : EnvelopeResult<E['answer']>;

type InputPart<E extends Endpoint, K extends 'params' | 'query' | 'body'> = E[K] extends z.ZodType
  ? { [P in K]: z.input<E[K]> }
  : { [P in K]?: never };

/** What the caller sends: path parameters, query and body, each present when the endpoint has one. */
export type InputOf<E extends Endpoint> = InputPart<E, 'params'> &
  InputPart<E, 'query'> &
  InputPart<E, 'body'>;

/**
 * The whole `{ header, body }` answer schema of an endpoint (the API's response schema for 200);
 * none for a file.
 */
export const envelopeOf = (answer: EndpointAnswer): z.ZodType | undefined => {
  switch (answer.kind) {
    case 'object':
      return objectEnvelope(answer.result);
    case 'list':
      return listEnvelope(answer.item);
    case 'one-of':
      return oneOfEnvelope(answer.answers.map(envelopeOf).filter((envelope) => envelope !== undefined));
    case 'boolean':
      return booleanEnvelope;
    case 'file':
      return undefined;
  }
};

/** `METHOD /gateway/path`, the key of the authorization matrix and of the route table. */
export const routeKeyOf = (endpoint: Pick<Endpoint, 'method' | 'path'>): string =>
  `${endpoint.method} /gateway/${endpoint.path}`;

/** The path with its parameters filled in (each one URL-encoded). */
export const fillPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) {
      throw new Error(`${path}: no value for :${name}`);
    }
    return encodeURIComponent(String(value));
  });
