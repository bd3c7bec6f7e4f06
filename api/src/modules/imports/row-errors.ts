/**
 * A row's refusals: each field's English message (what API clients and the report show) and its
 * code and params, which a client words in its own language.
 */
import type * as v from 'valibot';
import { fieldRuleError, importRowMessage, type ImportRowErrorCode, type ImportRowParams, type ImportRowResult } from '@portal/contract/imports';

export class RowErrors {
  readonly errors: Record<string, string> = {};
  readonly codes: NonNullable<ImportRowResult['errorCodes']> = {};

  /** A field's own rule failed (the form body's issue): the form's message and its code, kept if the field already has one. */
  rule(field: string, issue: v.BaseIssue<unknown>) {
    if (this.errors[field] !== undefined) return;
    this.errors[field] = issue.message;
    this.codes[field] = fieldRuleError(issue, field);
  }

  /** An import refusal by code; it replaces what the field had. */
  refuse(field: string, code: ImportRowErrorCode, params?: ImportRowParams) {
    const error = params ? { code, params } : { code };
    this.errors[field] = importRowMessage(error);
    this.codes[field] = error;
  }

  /** An import refusal already worded as code and params. */
  refuseWith(field: string, error: { code: ImportRowErrorCode; params?: ImportRowParams }) {
    this.refuse(field, error.code, error.params);
  }

  get any(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  /** The row's result carrying these refusals. */
  on(result: ImportRowResult): ImportRowResult {
    const errors = { ...result.errors, ...this.errors };
    const codes = { ...result.errorCodes, ...this.codes };
    return { ...result, action: 'error', errors, ...(Object.keys(codes).length ? { errorCodes: codes } : {}) };
  }
}

/** The result of a row whose key an earlier line of the file already has. */
export function repeatedInFile(result: ImportRowResult, field: string, key: string, line: number): ImportRowResult {
  const refusal = new RowErrors();
  refusal.refuse(field, 'REPEATED_IN_FILE', { key, line });
  return refusal.on(result);
}
