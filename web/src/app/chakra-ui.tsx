import { Suspense, lazy, type ReactNode } from 'react';
import { nextTask } from '../lib/next-task';
import { Pending } from './pending';

const UiProvider = lazy(async () => {
  const module = await import('./provider');
  // The UI kit's system is built in tasks of its own, not in the one that evaluated the code.
  await nextTask();
  await module.prepareUiKit();
  return module;
});
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

/** The UI kit around screens built with it, loaded when the first of them opens. */
export function ChakraUi({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Pending />}>
      <UiProvider>{children}</UiProvider>
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
