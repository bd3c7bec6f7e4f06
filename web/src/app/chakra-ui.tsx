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
