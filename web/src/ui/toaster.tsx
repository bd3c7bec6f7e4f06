/**
 * Toasts (spec section 9: top-right, at most 20 at once). notify may be called from any screen,
 * the sign-in page included, which carries none of the UI kit: the calls wait here until the toast
 * region (./toast-region.tsx, loaded with the first toast by ToastHost) brings the UI kit's toast
 * store, then run in order. Ids are made here, so a caller can dismiss a toast still waiting.
 */
import { Suspense, lazy, useSyncExternalStore } from 'react';

/** The part of the UI kit's toast store that notify uses. */
export interface ToastStore {
  create(options: {
    id: string;
    type: 'success' | 'error' | 'info' | 'warning' | 'loading';
    title: string;
    duration: number;
    action?: { label: string; onClick: () => void };
  }): string;
  dismiss(id?: string): void;
  /** At once, without the toast's exit. */
  remove(id: string): void;
}

type Operation = (store: ToastStore) => void;
let store: ToastStore | null = null;
const waiting: Operation[] = [];
const wantedListeners = new Set<() => void>();
let wanted = false;
let sequence = 0;

function run(operation: Operation): void {
  if (store) return operation(store);
  waiting.push(operation);
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}

/** The toast region hands over the UI kit's store; the calls made before it run now, in order. */
export function attachToastStore(next: ToastStore): void {
  store = next;
  for (const operation of waiting.splice(0)) operation(next);
}

const DURATION = { success: 2000, error: 4000, info: 4000, warning: 4000 } as const;

function create(options: Omit<Parameters<ToastStore['create']>[0], 'id'>): string {
  const id = `toast-${++sequence}`;
  run((s) => s.create({ id, ...options }));
  return id;
}

/**
 * A new message replaces the one before it (an old "Login failed" must not sit beside "Login
 * successful!"); loading toasts and prompts are left alone, their owners dismiss them.
 */
let lastMessage: string | undefined;
function message(type: keyof typeof DURATION, title: string, action?: { label: string; onClick: () => void }) {
  if (lastMessage) notify.dismiss(lastMessage);
  lastMessage = create({ type, title, duration: action ? Math.max(DURATION[type], 6000) : DURATION[type], ...(action ? { action } : {}) });
  return lastMessage;
}

export const notify = {
  success: (title: string) => message('success', title),
  error: (title: string) => message('error', title),
  info: (title: string) => message('info', title),
  warning: (title: string) => message('warning', title),
  /** A message with one action, e.g. Undo after a removal; it replaces the previous message too. */
  withAction: (type: keyof typeof DURATION, title: string, actionLabel: string, onAction: () => void) => message(type, title, { label: actionLabel, onClick: onAction }),
  /** Stays until dismissed or replaced: returns the id to pass to dismiss(). */
  loading: (title: string) => create({ type: 'loading', title, duration: Infinity }),
  /** A question with one action (e.g. reload for a new version); stays until answered or closed. */
  prompt: (title: string, actionLabel: string, onAction: () => void) =>
    create({ type: 'info', title, duration: Infinity, action: { label: actionLabel, onClick: onAction } }),
  dismiss: (id?: string) => run((s) => s.dismiss(id)),
  /** Takes one message away at once, if it is still shown (an Undo that no longer applies). */
  withdraw: (id: string) => {
    if (lastMessage !== id) return;
    lastMessage = undefined;
    run((s) => s.remove(id));
  },
  /**
   * Takes the message shown away at once (a message replaces the one before, so there is at most
   * one): at sign-out, so the next person on a shared tablet reads nothing of the last one's
   * ("Order sent", a refusal). Prompts (a new version) are the device's and stay.
   */
  clearMessages: () => {
    const id = lastMessage;
    lastMessage = undefined;
    if (id) run((s) => s.remove(id));
  },
};

const ToastRegion = lazy(() => import('./toast-region'));

const onWanted = (listener: () => void) => {
  wantedListeners.add(listener);
  return () => void wantedListeners.delete(listener);
};
const isWanted = () => wanted;

/** Where toasts appear: the region's code (and the UI kit's) loads with the first toast. */
export function ToastHost() {
  const shown = useSyncExternalStore(onWanted, isWanted, isWanted);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
