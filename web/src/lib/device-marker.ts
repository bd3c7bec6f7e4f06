/**
 * The device marker (decision 030): what this tablet's storage holds, sent on the app's requests
 * (X-Device-State) and written back by the API as a cookie that outlives the browser clearing the
 * site's storage. The app also writes it as a cookie of its own, so what changed offline (an order
 * saved with no network) is marked too; Safari keeps a cookie written by a page only seven days,
 * the server's for longer, so at start the two are read together. Read once at start, before any
 * request could overwrite them.
 */
import { DEVICE_MARKER_COOKIE, DEVICE_MARKER_MAX_AGE_SECONDS, DEVICE_STATE_PATTERN } from '@portal/contract/rules';

export interface DeviceMarker {
  /** A catalogue had been synced on this device. */
  catalogue: boolean;
  /** Orders saved on this device and not yet acknowledged by the server. */
  waiting: number;
}

const MAX_WAITING = 9999;

/** The app's own copy, written by the page (also offline). */
export const DEVICE_LOCAL_COOKIE = `${DEVICE_MARKER_COOKIE}_local`;

function cookieValue(cookie: string, name: string): DeviceMarker | null {
  const value = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!value || !DEVICE_STATE_PATTERN.test(value)) return null;
  return { catalogue: value[1] === '1', waiting: Number(value.slice(3)) };
}

/** What the device held when last told, from the server's cookie and the app's own; null when neither. */
export function readDeviceMarker(cookie: string = typeof document === 'undefined' ? '' : document.cookie): DeviceMarker | null {
  const server = cookieValue(cookie, DEVICE_MARKER_COOKIE);
  const local = cookieValue(cookie, DEVICE_LOCAL_COOKIE);
  if (!server || !local) return server ?? local;
  return { catalogue: server.catalogue || local.catalogue, waiting: Math.max(server.waiting, local.waiting) };
}

export const deviceStateValue = (marker: DeviceMarker): string => `c${marker.catalogue ? 1 : 0}w${Math.min(MAX_WAITING, Math.max(0, marker.waiting))}`;

let current: string | null = null;

/** What the next requests say; null (nothing said) until the app has looked at its storage. */
export function setDeviceState(marker: DeviceMarker | null): void {
  current = marker ? deviceStateValue(marker) : null;
  if (current === null || typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${DEVICE_LOCAL_COOKIE}=${current}; path=/; max-age=${DEVICE_MARKER_MAX_AGE_SECONDS}; samesite=strict${secure}`;
}

export const deviceStateHeader = (): string | null => current;
