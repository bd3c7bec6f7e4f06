/**
 * Registers a handler for a route declared in @portal/contract: the declaration gives Fastify the
 * method, path, access and schemas, and gives the handler its parsed params, query and body with
 * their types, so no handler reads `request.X as T`. The one place where Fastify's untyped
 * request meets the declared types is here.
 */
import type { FastifyInstance, FastifyReply, RouteShorthandOptions, FastifyRequest, onSendAsyncHookHandler, preSerializationAsyncHookHandler } from 'fastify';
import * as v from 'valibot';
import { COMMON_ERROR_CODES, routeKey, type AnswerOf, type BodyOf, type ParamsOf, type QueryOf, type RouteContract } from '@portal/contract/route';
import type { Envelope } from './envelope';
import type { ForbiddenReason } from '@portal/contract/refusal-figures';

export interface RouteInput<C extends RouteContract> {
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A handler answers the envelope, or, for a route that also gives a file on request (a report
 * with format=csv), the reply it has sent the file with: a file is not held to the answer schema.
 */
export type RouteHandler<C extends RouteContract> = (input: RouteInput<C>) => Promise<Envelope<AnswerOf<C>> | FastifyReply>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a route was registered from (absent on routes not declared yet). */
    contract?: RouteContract;
  }
}

/**
 * Under test (NODE_ENV=test, as vitest sets it) every answer of a declared route is held to its
 * declaration as it goes on the wire: a success's data to the answer schema (strictly: a field
 * the schema does not name fails too), a refusal's code to the route's errors and the common
 * ones. A mismatch turns the answer into a 500 CONTRACT_BROKEN naming the route and the issue, so
 * whichever test met it fails.
 */
const CHECK_ANSWERS = process.env.NODE_ENV === 'test';
const COMMON = new Set<string>(COMMON_ERROR_CODES);

type Sent = { success?: boolean; code?: string; data?: unknown } | null;

function problemOf(contract: RouteContract, sent: Sent): string | undefined {
  if (sent?.success === true) {
    const result = contract.answer ? v.safeParse(contract.answer, sent.data) : { success: sent.data === null, issues: [] };
    if (result.success) return undefined;
    const issue = result.issues?.[0];
    return issue ? `data.${v.getDotPath(issue) ?? ''}: ${issue.message}` : 'data must be null';
  }
  if (sent?.success === false) {
    const code = sent.code ?? '';
    if (!COMMON.has(code) && !code.startsWith('FST_') && !contract.errors.includes(code)) return `refusal code ${code} is not declared`;
  }
  return undefined;
}

const broken = (contract: RouteContract, problem: string) => ({ success: false, message: `${routeKey(contract)} broke its declaration: ${problem}`, code: 'CONTRACT_BROKEN', data: null });

/** Answers already held to their declaration before serialisation, so onSend leaves them be. */
const checked = new WeakSet<FastifyReply>();

function answerCheck(contract: RouteContract): preSerializationAsyncHookHandler {
  return async (_request, reply, payload) => {
    checked.add(reply);
    const problem = problemOf(contract, JSON.parse(JSON.stringify(payload ?? null)) as Sent);
    if (!problem) return payload;
    reply.code(500);
    return broken(contract, problem);
  };
}

/**
 * A handler that sends JSON text itself (POST /orders answers its stored answer's bytes, a sync
 * page its cached ones) skips serialisation and its hook: its answer is held to the declaration
 * here, as it is sent. Bytes the handler compressed itself are left unread.
 */
function sentTextCheck(contract: RouteContract): onSendAsyncHookHandler {
  return async (_request, reply, payload) => {
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) && !reply.hasHeader('content-encoding') ? payload.toString('utf8') : undefined;
    if (checked.has(reply) || text === undefined || !String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    const problem = problemOf(contract, JSON.parse(text) as Sent);
    if (!problem) return payload;
    reply.code(500);
    return JSON.stringify(broken(contract, problem));
  };
}

/**
 * What a route needs of Fastify beyond its declaration: a body limit of its own (decision 019),
 * the refusal's text for a role left out when the guard's own would not do, and how a file it
 * streams is compressed.
 */
export interface ServeOptions {
  bodyLimit?: number;
  denied?: ForbiddenReason;
  compress?: RouteShorthandOptions['compress'];
}

export function serve<C extends RouteContract>(app: FastifyInstance, contract: C, handler: RouteHandler<C>, options: ServeOptions = {}): void {
  app.route({
    ...(CHECK_ANSWERS ? { preSerialization: answerCheck(contract), onSend: sentTextCheck(contract) } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.compress ? { compress: options.compress } : {}),
    method: contract.method,
    url: contract.path,
    config: { access: contract.access, contract, ...(options.denied ? { denied: options.denied } : {}) },
    schema: {
      tags: [contract.tag],
      summary: contract.summary,
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
    },
    handler: async (request, reply) => {
      const answer = await handler({
        params: request.params as ParamsOf<C>,
        query: request.query as QueryOf<C>,
        body: request.body as BodyOf<C>,
        request,
        reply,
      });
      if (reply.sent) return reply;
      if (contract.status) reply.status(contract.status);
      return answer;
    },
  });
}
