/**
 * Route schemas are valibot schemas from @portal/contract. Fastify calls this compiler for each
 * body, query and params schema; a failure becomes a ValidationError naming every failing field
 * with its rule's code and figures (decision 034) and the contract's English message, and a success replaces the request part with the parsed output
 * (coerced numbers, trimmed strings, and no unknown keys).
 */
import type { FastifySchemaCompiler } from 'fastify';
import * as v from 'valibot';
import { ruleOf } from '@portal/contract/field-rules';
import { ValidationError, type FieldErrors, type FieldRules } from './errors';

export function isValibotSchema(value: unknown): value is v.GenericSchema {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema' && '~run' in value;
}

/** The schema of the entry at `path` inside object schemas (through pipes and optional wrappers). */
function entrySchemaAt(root: v.GenericSchema, path: readonly PropertyKey[]): v.GenericSchema | undefined {
  let current: unknown = root;
  for (const key of path) {
    current = unwrap(current);
    const entries = (current as { entries?: Record<PropertyKey, unknown> } | undefined)?.entries;
    if (!entries || !(key in entries)) return undefined;
    current = entries[key];
  }
  return isValibotSchema(current) ? current : undefined;
}

function unwrap(schema: unknown): unknown {
  let current = schema as { pipe?: unknown[]; wrapped?: unknown; type?: string } | undefined;
  for (let i = 0; i < 10 && current; i++) {
    if (current.pipe && current.pipe[0] !== current) current = current.pipe[0] as typeof current;
    else if (current.wrapped) current = current.wrapped as typeof current;
    else break;
  }
  return current;
}

/**
 * A missing key is reported by valibot as an object issue ("Invalid key: Expected ..."); the
 * field's own schema knows its rule and message (e.g. EMAIL_REQUIRED, 'Email is required'), so ask it.
 */
function missingKeyIssue(root: v.GenericSchema | undefined, issue: v.BaseIssue<unknown>): v.BaseIssue<unknown> | undefined {
  if (!root || !issue.path) return undefined;
  const entry = entrySchemaAt(root, issue.path.map((p) => p.key as PropertyKey));
  if (!entry) return undefined;
  const result = v.safeParse(entry, undefined);
  return result.success ? undefined : result.issues[0];
}

const OBJECT_TYPES = new Set(['object', 'strict_object', 'loose_object']);

/** Each failing field's first refusal: its English text and its rule's code and figures. */
export function fieldRefusalsOf(issues: readonly v.BaseIssue<unknown>[], root?: v.GenericSchema): { errors: FieldErrors; rules: FieldRules } {
  const errors: FieldErrors = {};
  const rules: FieldRules = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    if (key in errors) continue;
    let message = issue.message;
    let rule = ruleOf(issue);
    if (issue.type === 'strict_object' && issue.expected === 'never') {
      message = `Unknown field "${key}" is not allowed`;
    } else if (OBJECT_TYPES.has(issue.type) && issue.input === undefined && issue.path?.length) {
      const own = missingKeyIssue(root, issue);
      message = own?.message ?? `${key} is required`;
      rule = own ? ruleOf(own) : { code: 'REQUIRED' };
    }
    errors[key] = message;
    rules[key] = rule;
  }
  return { errors, rules };
}

export const fieldErrorsOf = (issues: readonly v.BaseIssue<unknown>[], root?: v.GenericSchema): FieldErrors => fieldRefusalsOf(issues, root).errors;

const partNames: Record<string, string> = { body: 'body', querystring: 'query', params: 'path' };

export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!isValibotSchema(schema)) {
    throw new Error(`Route ${httpPart ?? ''} schema must be a valibot schema`);
  }
  return (data: unknown) => {
    const result = v.safeParse(schema, data ?? (httpPart === 'body' ? undefined : {}));
    if (result.success) return { value: result.output };
    const { errors, rules } = fieldRefusalsOf(result.issues, schema);
    const first = Object.entries(errors)[0];
    const where = partNames[httpPart ?? ''] ?? 'request';
    const message = first ? (first[0] === '_' ? first[1] : `${first[1]} (${first[0]})`) : `Invalid ${where}`;
    return { error: new ValidationError(message, errors, undefined, 'VALIDATION_FAILED', rules) };
  };
};
