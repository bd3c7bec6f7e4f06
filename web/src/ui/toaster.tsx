import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';

/** Top-right, at most 20 at once (spec section 9). Use notify below for the spec's durations. */
export const toaster = createToaster({ placement: 'top-end', max: 20, pauseOnPageIdle: true });

const DURATION = { success: 2000, error: 4000, info: 4000, warning: 4000 } as const;

export const notify = {
  success: (title: string) => toaster.create({ type: 'success', title, duration: DURATION.success }),
  error: (title: string) => toaster.create({ type: 'error', title, duration: DURATION.error }),
  info: (title: string) => toaster.create({ type: 'info', title, duration: DURATION.info }),
  warning: (title: string) => toaster.create({ type: 'warning', title, duration: DURATION.warning }),
  /** Stays until dismissed or replaced: returns the id to pass to dismiss(). */
  loading: (title: string) => toaster.create({ type: 'loading', title, duration: Infinity }),
  /** A question with one action (e.g. reload for a new version); stays until answered or closed. */
  prompt: (title: string, actionLabel: string, onAction: () => void) =>
    toaster.create({ type: 'info', title, duration: Infinity, action: { label: actionLabel, onClick: onAction } }),
  dismiss: (id?: string) => toaster.dismiss(id),
};

export function Toaster() {
  return (
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
  );
}
