/**
 * Health: readiness (/health, the database answers) and liveness (/health/live, the process
 * answers and never asks the database). Both are public; a database that does not answer in time
 * makes readiness a 503 DATABASE_UNAVAILABLE, one of the codes every route may give.
 */
import * as v from 'valibot';
import { route } from './route';

/** What GET /health answers while the database answers. */
export const healthAnswer = v.strictObject({
  database: v.picklist(['pglite', 'postgres']),
  migration: v.string(),
  version: v.string(),
});
export type HealthView = v.InferOutput<typeof healthAnswer>;

export const livenessAnswer = v.strictObject({ version: v.string() });

const tag = 'health';

export const healthRoutes = {
  ready: route({
    method: 'GET',
    path: '/health',
    access: 'public',
    tag,
    summary: 'Readiness: this instance and its database can serve requests (503 when the database does not answer within 2 s)',
    answer: healthAnswer,
    errors: [],
  }),
  live: route({ method: 'GET', path: '/health/live', access: 'public', tag, summary: 'Liveness: the process answers (never asks the database)', answer: livenessAnswer, errors: [] }),
};
