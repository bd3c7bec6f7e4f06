/**
 * A Workbox plugin that gives each network fetch of a strategy a deadline. The worker's fetch is
 * not aborted when the page that asked gives up (the page's time-out or a navigation aborts only
 * the page's side), so on a network that swallows requests it would hang, holding one of the
 * browser's few connections to the server after the network came back.
 */
import type { WorkboxPlugin } from 'workbox-core/types';
import { deadlineSignal } from '../web/src/lib/deadline';

export function deadlinePlugin(ms: number): WorkboxPlugin {
  return {
    requestWillFetch: async ({ request }) => new Request(request, { signal: deadlineSignal(ms, request.signal) }),
  };
}
