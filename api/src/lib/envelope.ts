/** The one response shape: { success, message, data }. */
export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { success: true, message, data };
}
