/** Every failed API call surfaces as this: the server's message, or the caller's fallback. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** Field -> the server's English text (for logs; screens word fields by their rules). */
  readonly fieldErrors: Record<string, string>;
  /** Field -> the code and figures of its rule, as the server sent them (decision 034). */
  readonly fieldRules: Record<string, unknown>;
  /** The envelope's data, which some refusals fill (an import's report). */
  readonly data: unknown;
  /** Seconds the server asked to wait before asking again (its Retry-After), when it said. */
  retryAfterSeconds: number | null = null;

  constructor(status: number, message: string, code?: string, fieldErrors: Record<string, string> = {}, data: unknown = null, fieldRules: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.fieldRules = fieldRules;
    this.data = data;
  }

  /** A 4xx answer: the server refused the request as it was sent. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  /**
   * A refusal that the same request, sent again later, would meet again. Not a session that
   * expired (401, sent again once it is renewed), a request that took too long (408) or a limit
   * reached (429): those go again later, so nothing waiting to be sent is dropped for them.
   */
  get isFinalRefusal(): boolean {
    return this.isClientError && ![401, 408, 429].includes(this.status);
  }
}

/** No answer at all (offline, Wi-Fi without internet, a timeout): says nothing about the request. */
export function networkError(message = 'Network error'): ApiError {
  return new ApiError(0, message, 'NETWORK');
}

interface Envelope {
  success?: boolean;
  message?: string;
  code?: string;
  errors?: Record<string, string>;
  rules?: Record<string, unknown>;
  data?: unknown;
}

export async function readEnvelope(response: Response): Promise<Envelope | null> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return null;
  }
}

/** A Retry-After header in seconds (it may also be an HTTP date); null when absent or unreadable. */
export function retryAfterOf(response: Response): number | null {
  const value = response.headers.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

export function errorFrom(status: number, body: Envelope | null, fallback: string): ApiError {
  const message = typeof body?.message === 'string' && body.message ? body.message : fallback;
  const rules = typeof body?.rules === 'object' && body.rules !== null ? body.rules : {};
  return new ApiError(status, message, body?.code, body?.errors ?? {}, body?.data ?? null, rules);
}
