import { Suspense, lazy, type ReactNode } from 'react';
import { nextTask } from '../lib/next-task';
import { Pending } from './pending';

type UiProviderModule = typeof import('./provider');
/** A promise that says, once settled, how it settled, so a render can read it without waiting. */
type Settled<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

let uiProviderLoad: Settled<UiProviderModule> | undefined;

/**
 * The UI kit's provider, its system built in tasks of its own, not in the one that evaluated the
 * code. A signed-in start waits for it before its first render (app.tsx, warmFirstRoute), so the
 * first render does not suspend on it: a render that did made React commit its fallback again and
 * again until the screen's code and data had come (some 1,000 commits for one load of the product
 * list, about 250 ms of main-thread work on a desktop, tests/e2e/screens-ahead.test.ts).
 */
export function loadUiProvider(): Settled<UiProviderModule> {
  if (!uiProviderLoad) {
    const load: Settled<UiProviderModule> = import('./provider').then(async (module) => {
      await nextTask();
      await module.prepareUiKit();
      return module;
    });
    load.then(
      (module) => {
        Object.assign(load, { status: 'fulfilled', value: module });
      },
      (reason: unknown) => {
        Object.assign(load, { status: 'rejected', reason });
      },
    );
    uiProviderLoad = load;
  }
  return uiProviderLoad;
}

/**
 * The screens inside the UI kit; what they wait for shows the pending screen inside it. Until the
 * kit is ready the render suspends on its load, as a lazy component does; once it is, it reads it
 * at once (a lazy component suspends on its first render even then).
 */
function WithUiKit({ children }: { children: ReactNode }) {
  const load = loadUiProvider();
  if (load.status === 'rejected') throw load.reason;
  if (load.status !== 'fulfilled' || !load.value) throw load;
  const { UiProvider } = load.value;
  return (
    <UiProvider>
      <Suspense fallback={<Pending />}>{children}</Suspense>
    </UiProvider>
  );
}

const NotFoundScreen = lazy(() => import('../ui/not-found').then((module) => ({ default: module.NotFound })));

/** Screens built from plain markup and their own stylesheet: a first visit loads no UI kit. */
const PLAIN_ROUTES = new Set<string>(['/_guest/login']);

/** Whether a screen (the ids of the routes it matches) is built with the UI kit. */
export function usesUiKit(routeIds: readonly string[]): boolean {
  return !routeIds.some((id) => PLAIN_ROUTES.has(id));
}

let uiKitCode: Promise<void> | undefined;

/**
 * Loads and evaluates the UI kit's file on its own, then lets a task pass. A UI-kit screen's code
 * waits for it (routes/_app.tsx, app.tsx): evaluated together, the kit and the signed-in screens'
 * file made one task of 30 to 50 ms on a desktop, well over the 50 ms a tap may wait on a tablet.
 * A failed load settles too: the screen's own import then fails and says so.
 */
export function loadUiKitCode(): Promise<void> {
  uiKitCode ??= import('./ui-kit-code').then(
    () => nextTask(),
    () => undefined,
  );
  return uiKitCode;
}

/**
 * The UI kit around screens built with it, loaded when the first of them opens: on a signed-in
 * start before the first render, after a sign-in while the sign-in page stays on screen.
 */
export function ChakraUi({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Pending />}>
      <WithUiKit>{children}</WithUiKit>
    </Suspense>
  );
}

/** The 404 page (built with the UI kit), wherever it shows. */
export function NotFoundPage() {
  return (
    <ChakraUi>
      <NotFoundScreen />
    </ChakraUi>
  );
}
