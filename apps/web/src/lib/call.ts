/**
 * Calls an endpoint defined in @baraka/contracts: its method and path come from the definition, the
 * input and the answer's type too, so a renamed path or answer field fails to compile here.
 */
import { type Endpoint, fillPath, type InputOf, type ResultOf } from '@baraka/contracts/shared/endpoint';
import { type ApiRequestOptions, apiRequest, type QueryValue } from './api-client';

/** What a call may add to its input: cancellation, and the headers of a second send (challenge). */
export type CallOptions = Pick<ApiRequestOptions, 'signal' | 'headers'>;

type LooseInput = {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
};

export function call<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: [Extract<keyof E, 'params' | 'query' | 'body'>] extends [never]
    ? [input?: Record<string, never>, options?: CallOptions]
    : [input: InputOf<E>, options?: CallOptions]
): Promise<ResultOf<E>> {
  const { params, query, body } = (input ?? {}) as LooseInput;
  return apiRequest<ResultOf<E>>(fillPath(endpoint.path, params), {
    method: endpoint.method,
    query,
    body,
    ...options,
  });
}

/**
 * The query key of an endpoint's answer: its path, then the input that changes the answer.
 * Invalidating `[endpoint.path]` refreshes every answer of that endpoint.
 */
export const keyOf = <E extends Endpoint>(endpoint: E, input?: Partial<InputOf<E>>): readonly unknown[] =>
  input === undefined ? [endpoint.path] : [endpoint.path, input];
