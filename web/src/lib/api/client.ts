/**
 * The HTTP client every feature uses: JSON, bearer token when one is stored, 30 s time-out, the
 * { success, message, data } envelope unwrapped, failures as ApiError. A 401 triggers the shared
 * refresh (lib/session/refresh) and one repeat of the request.
 */
import ky, { type Options } from 'ky';
import { DEVICE_STATE_HEADER } from '@portal/contract/rules';
import { deviceStateHeader } from '../device-marker';
import { getAccessToken } from '../session/store';
import { refreshAccessToken } from '../session/refresh';
import { errorFrom, networkError, readEnvelope, retryAfterOf } from './api-error';
import { API_BASE, API_ORIGIN, API_TIMEOUT } from './config';
import { reportReachability, reportServerWell, SLOW_REQUEST_MS } from './reachability';

const http = ky.create({
  prefix: API_BASE,
  baseUrl: API_ORIGIN,
  timeout: API_TIMEOUT,
  retry: 0,
  throwHttpErrors: false,
  headers: { accept: 'application/json' },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = getAccessToken();
        if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
        const device = deviceStateHeader();
        if (device) request.headers.set(DEVICE_STATE_HEADER, device);
      },
    ],
  },
});

export interface RequestOptions {
  json?: unknown;
  searchParams?: Options['searchParams'];
  body?: BodyInit;
  /** Shown when the server gives no message of its own. */
  fallback?: string;
  /** Sign-in style calls: a 401 is the answer, not an expired token. */
  skipRefresh?: boolean;
  signal?: AbortSignal;
  /** Sent as they are; an authorization header here wins over the stored session's token. */
  headers?: Record<string, string>;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

async function send(method: Method, path: string, options: RequestOptions): Promise<Response> {
  const { fallback: _fallback, skipRefresh: _skip, ...rest } = options;
  const slow = setTimeout(() => reportReachability('slow'), SLOW_REQUEST_MS);
  try {
    const response = await http(path.replace(/^\//, ''), { method, ...rest } as Options);
    // The API answers JSON (or a file it sends on purpose); an HTML page came from something in between.
    const type = response.headers.get('content-type') ?? '';
    const html = type.includes('text/html');
    reportReachability(html ? 'unreachable' : 'answered');
    if (!html && response.status < 500) reportServerWell();
    return response;
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    reportReachability('unreachable');
    throw networkError(options.fallback);
  } finally {
    clearTimeout(slow);
  }
}

async function sendAuthorized(method: Method, path: string, options: RequestOptions): Promise<Response> {
  const response = await send(method, path, options);
  if (response.status !== 401 || options.skipRefresh) return response;
  await refreshAccessToken();
  return send(method, path, options);
}

export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await sendAuthorized(method, path, options);
  // A captive portal's or a proxy's page is no answer from the API, whatever its status.
  if ((response.headers.get('content-type') ?? '').includes('text/html')) throw networkError(options.fallback);
  const body = await readEnvelope(response);
  if (!response.ok || body?.success === false) {
    const error = errorFrom(response.status, body, options.fallback ?? `Request failed (${response.status})`);
    error.retryAfterSeconds = retryAfterOf(response);
    throw error;
  }
  return (body?.data ?? null) as T;
}

/** A file the API sends as it is (a CSV export): the body as a Blob; failures as for JSON calls. */
export async function requestBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await sendAuthorized('get', path, options);
  if (!response.ok) throw errorFrom(response.status, await readEnvelope(response), options.fallback ?? `Request failed (${response.status})`);
  return response.blob();
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('get', path, options),
  post: <T>(path: string, json?: unknown, options?: RequestOptions) => request<T>('post', path, { ...options, json }),
  put: <T>(path: string, json?: unknown, options?: RequestOptions) => request<T>('put', path, { ...options, json }),
  patch: <T>(path: string, json?: unknown, options?: RequestOptions) => request<T>('patch', path, { ...options, json }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('delete', path, options),
  blob: (path: string, options?: RequestOptions) => requestBlob(path, options),
};
