/**
 * What the API answers in `data` on success, by route ("METHOD /path" as the role matrix names
 * it, without /api/v1). The web's API modules and the web tests' fake API (tests/fixtures/
 * api-handlers.ts) read their types from here, so a fixture that drifts from the API fails the
 * type check. tests/contract/api-answers.test.ts holds the routes to the role matrix.
 *
 * CSV downloads, templates and pictures answer files, not the envelope: their answer is null.
 */
import type { DeclaredAnswers } from './routes';

/** Every route is declared in ./routes; its answer is its declaration's schema. */
export type ApiAnswers = DeclaredAnswers;

export type ApiRoute = keyof ApiAnswers;
