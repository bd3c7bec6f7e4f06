/**
 * Route schemas are valibot schemas from @portal/contract. Fastify calls this compiler for each
 * body, query and params schema; a failure becomes a ValidationError naming every failing field
 * with the contract's message, and a success replaces the request part with the parsed output
 * (coerced numbers, trimmed strings, and no unknown keys).
 */
import type { FastifySchemaCompiler } from 'fastify';
import * as v from 'valibot';
import { ValidationError, type FieldErrors } from './errors';

export function isValibotSchema(value: unknown): value is v.GenericSchema {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema' && '~run' in value;
}

export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    const message = issue.type === 'strict_object' ? `Unknown field "${key}" is not allowed` : issue.message;
    if (!(key in errors)) errors[key] = message;
  }
  return errors;
}

const partNames: Record<string, string> = { body: 'body', querystring: 'query', params: 'path' };

export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!isValibotSchema(schema)) {
    throw new Error(`Route ${httpPart ?? ''} schema must be a valibot schema`);
  }
  return (data: unknown) => {
    const result = v.safeParse(schema, data ?? (httpPart === 'body' ? undefined : {}));
    if (result.success) return { value: result.output };
    const errors = fieldErrorsOf(result.issues);
    const first = Object.entries(errors)[0];
    const where = partNames[httpPart ?? ''] ?? 'request';
    const message = first ? (first[0] === '_' ? first[1] : `${first[1]} (${first[0]})`) : `Invalid ${where}`;
    return { error: new ValidationError(message, errors) };
  };
};
