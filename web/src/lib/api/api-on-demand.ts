/**
 * The API client for modules that route definitions import (list schemas and query options of the
 * back office): the same calls as `api` in ./client, with the client itself (ky, the refresh) loaded
 * with the first request, so route definitions keep it out of the first screen's scripts.
 */
import type { RequestOptions, api as clientApi } from './client';

const client = () => import('./client').then((m) => m.api);

export const api: typeof clientApi = {
  get: async <T>(path: string, options?: RequestOptions) => (await client()).get<T>(path, options),
  post: async <T>(path: string, json?: unknown, options?: RequestOptions) => (await client()).post<T>(path, json, options),
  put: async <T>(path: string, json?: unknown, options?: RequestOptions) => (await client()).put<T>(path, json, options),
  patch: async <T>(path: string, json?: unknown, options?: RequestOptions) => (await client()).patch<T>(path, json, options),
  delete: async <T>(path: string, options?: RequestOptions) => (await client()).delete<T>(path, options),
  blob: async (path: string, options?: RequestOptions) => (await client()).blob(path, options),
};
