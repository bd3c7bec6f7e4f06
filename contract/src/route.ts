/**
 * A route of the API declared once, as a value: method, path, who may call it, its params, query
 * and body, the `data` it answers and the error codes it may give. The API registers its handlers
 * from these declarations (api/src/lib/serve.ts), the web calls the API through them
 * (web/src/lib/api/call.ts), and tests hold the role matrix and every answer to them.
 *
 * Paths are written as the role matrix names them, without the /api/v1 prefix.
 */
import type * as v from 'valibot';
import type { Role } from './rules';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** 'public': anyone; 'authenticated': any signed-in role; otherwise the roles allowed. */
export type RouteAccess = 'public' | 'authenticated' | readonly Role[];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySchema = v.GenericSchema<any, any>;

/**
 * Codes any route may give besides its own: a refused token or role, a body or query that fails
 * its schema or nests too deep (decision 019), a limit reached, a database away or a request
 * past its time, or a fault of the server's own (INTERNAL, the 500 that names no cause). A 403 says why in its data, a 413 its limit (refusal-figures.ts). Fastify's own
 * refusals of a body it cannot read keep their FST_ERR_ codes.
 */
export const COMMON_ERROR_CODES = [
  'UNAUTHORIZED',
  'TOKEN_INVALID',
  'ACCOUNT_INACTIVE',
  'SESSION_REVOKED',
  'FORBIDDEN',
  'VALIDATION_FAILED',
  'JSON_TOO_DEEP',
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'DATABASE_UNAVAILABLE',
  'REQUEST_TIMEOUT',
  'INTERNAL',
] as const;

export interface RouteContract {
  method: RouteMethod;
  path: string;
  access: RouteAccess;
  /** One line for the API document. */
  summary: string;
  /** The API document's group. */
  tag: string;
  params?: AnySchema;
  query?: AnySchema;
  body?: AnySchema;
  /** The envelope's `data` on success; null for routes that answer `data: null`. */
  answer: AnySchema | null;
  /** Success status when not 200 (201 for a creation). */
  status?: 201;
  /** The media type of the file a route answers instead of the envelope (its answer is then null). */
  file?: string;
  /**
   * A file the route reads as its body itself, unchecked by a schema (a CSV import): the media
   * types it takes, its field in a multipart body, and what it holds. The API document shows it.
   */
  upload?: { types: readonly string[]; field: string; description: string };
  /** The codes of this route's own refusals (beyond COMMON_ERROR_CODES). */
  errors: readonly string[];
}

/** Declares a route; the literal types are kept so callers and handlers are typed from it. */
export const route = <const C extends RouteContract>(contract: C): C => contract;

type Out<S> = S extends AnySchema ? v.InferOutput<S> : undefined;
type In<S> = S extends AnySchema ? v.InferInput<S> : undefined;

/** What the handler receives, parsed. */
export type ParamsOf<C extends RouteContract> = Out<C['params']>;
export type QueryOf<C extends RouteContract> = Out<C['query']>;
export type BodyOf<C extends RouteContract> = Out<C['body']>;
/** What a caller sends, before parsing. */
export type ParamsIn<C extends RouteContract> = In<C['params']>;
export type QueryIn<C extends RouteContract> = In<C['query']>;
export type BodyIn<C extends RouteContract> = In<C['body']>;
/** The envelope's `data` on success. */
export type AnswerOf<C extends RouteContract> = C['answer'] extends AnySchema ? v.InferOutput<C['answer']> : null;

/** "METHOD /path", the name the role matrix and the fake API use. */
export type RouteKey<C extends RouteContract> = `${C['method']} ${C['path']}`;
export const routeKey = (contract: RouteContract): string => `${contract.method} ${contract.path}`;

/** The answers of a set of declared routes, by key. */
export type AnswersOf<R extends Record<string, RouteContract>> = {
  [K in keyof R as RouteKey<R[K]>]: AnswerOf<R[K]>;
};
