/**
 * The toast region, loaded with the first toast (ToastHost in ./toaster.tsx): the UI kit's toast
 * store and its rendering. It brings its own UI kit provider, as the sign-in page has none.
 */
import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';
import { UiKitProvider } from './theme/ui-kit-provider';
import { attachToastStore } from './toaster';

// Below the 64 px top bar, never over it: a toast there covered the account menu, and a finger or
// pointer resting on a toast pauses it, so the menu stayed out of reach.
const toaster = createToaster({ placement: 'top-end', max: 20, pauseOnPageIdle: true, offsets: { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' } });
attachToastStore(toaster);

export default function ToastRegion() {
  return (
    <UiKitProvider>
      <Portal>
        <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
          {(toast) => (
            <Toast.Root width={{ md: 'sm' }}>
              {toast.type === 'loading' ? <Spinner size="sm" color="primary.solid" /> : <Toast.Indicator />}
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </Stack>
              {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
              <Toast.CloseTrigger />
            </Toast.Root>
          )}
        </ChakraToaster>
      </Portal>
    </UiKitProvider>
  );
}
