/**
 * Calls an API route by its declaration in @portal/contract: the path is filled from `params`,
 * the query and body are the route's own input types, and the answer is typed by the route's
 * answer schema, so no screen writes an answer type by hand. The HTTP client loads with the first
 * call (./api-on-demand), as for every back-office query.
 */
import type { AnswerOf, BodyIn, ParamsIn, QueryIn, RouteContract } from '@portal/contract/route';
import { api } from './api-on-demand';
import type { RequestOptions } from './client';

type Part<Name extends string, T, Optional extends boolean = false> = [T] extends [undefined]
  ? { [K in Name]?: never }
  : Optional extends true
    ? { [K in Name]?: T }
    : { [K in Name]: T };

/** A call's input: the route's params, query and body, and the client's options. */
export type CallInput<C extends RouteContract> = Part<'params', ParamsIn<C>> &
  Part<'query', QueryIn<C>, true> &
  Part<'body', BodyIn<C>> &
  Omit<RequestOptions, 'json' | 'searchParams' | 'body'>;

type Scalar = string | number | boolean;

/** The route's path with its :params filled in, without the leading slash the client adds itself. */
export function pathOf(contract: RouteContract, params: Record<string, unknown> = {}): string {
  return contract.path.slice(1).replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${contract.method} ${contract.path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

function searchOf(query: object | undefined): Record<string, Scalar> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter((entry): entry is [string, Scalar] => entry[1] !== undefined && entry[1] !== null && entry[1] !== '');
  return Object.fromEntries(entries);
}

export function call<C extends RouteContract>(contract: C, input: CallInput<C>): Promise<AnswerOf<C>> {
  const { params, query, body, ...options } = input as { params?: Record<string, unknown>; query?: object; body?: unknown } & RequestOptions;
  const path = pathOf(contract, params);
  const searchParams = searchOf(query);
  const withQuery = searchParams ? { ...options, searchParams } : options;
  switch (contract.method) {
    case 'GET':
      return api.get<AnswerOf<C>>(path, withQuery);
    case 'DELETE':
      return api.delete<AnswerOf<C>>(path, withQuery);
    case 'POST':
      return api.post<AnswerOf<C>>(path, body, withQuery);
    case 'PUT':
      return api.put<AnswerOf<C>>(path, body, withQuery);
    case 'PATCH':
      return api.patch<AnswerOf<C>>(path, body, withQuery);
  }
}

/** Downloads the file a route answers instead of the envelope (a CSV export, a template). */
export function download<C extends RouteContract & { method: 'GET'; file: string }>(contract: C, input: CallInput<C>): Promise<Blob> {
  const { params, query, ...options } = input as { params?: Record<string, unknown>; query?: object } & RequestOptions;
  const searchParams = searchOf(query);
  return api.blob(pathOf(contract, params), searchParams ? { ...options, searchParams } : options);
}

/**
 * Sends a file as the body of a route that reads it itself (a CSV import): the body is the file's
 * bytes, not JSON, so the route declares no body schema.
 */
export async function sendFile<C extends RouteContract & { method: 'POST' }>(contract: C, input: CallInput<C> & { file: BodyInit }): Promise<AnswerOf<C>> {
  const { params, query, file, ...options } = input as { params?: Record<string, unknown>; query?: object; file: BodyInit } & RequestOptions;
  const searchParams = searchOf(query);
  const { request } = await import('./client');
  return request<AnswerOf<C>>('post', pathOf(contract, params), { ...options, body: file, ...(searchParams ? { searchParams } : {}) });
}
