import { Suspense, lazy, startTransition, useEffect, useState, type ReactNode } from 'react';
import { nextTask } from '../lib/next-task';
import { Pending } from './pending';

type UiProviderModule = typeof import('./provider');

let uiProvider: UiProviderModule | undefined;
let uiProviderLoad: Promise<UiProviderModule> | undefined;

/** The UI kit's provider, its system built in tasks of its own, not in the one that evaluated the code. */
function loadUiProvider(): Promise<UiProviderModule> {
  uiProviderLoad ??= import('./provider').then(async (module) => {
    await nextTask();
    await module.prepareUiKit();
    uiProvider = module;
    return module;
  });
  return uiProviderLoad;
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
 * The UI kit around screens built with it, loaded when the first of them opens; the outline or the
 * spinner (Pending) until then. Waited for in state rather than by a lazy component suspending: a
 * signed-in start suspended on it committed its fallback again and again (some 700 commits in
 * 300 ms on a desktop, each mounting the outline anew) until the kit arrived, a busy main thread
 * on the way to the first screen. A kit that fails to load is thrown to the route's error screen,
 * as a lazy component's failure was. The screens' own code may still suspend, under a boundary of
 * their own inside the kit.
 */
export function ChakraUi({ children }: { children: ReactNode }) {
  const [module, setModule] = useState(uiProvider);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (module) return;
    let current = true;
    loadUiProvider().then(
      (loaded) => current && startTransition(() => setModule(loaded)),
      (error: unknown) => current && setFailure(() => error),
    );
    return () => {
      current = false;
    };
  }, [module]);
  if (failure) throw failure;
  if (!module) return <Pending />;
  const { UiProvider } = module;
  return (
    <UiProvider>
      <Suspense fallback={<Pending />}>{children}</Suspense>
    </UiProvider>
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
