/**
 * Browsers run service workers, and install the app, only in a secure context (https://, or
 * localhost itself): opened at http://192.168.1.20, the portal works online but cannot keep itself
 * for use with no network, nor send queued orders from the worker. Screens that offer offline use
 * say so instead of pretending.
 */
export function offlineNeedsHttps(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext === false;
}
