import { Stack } from '@chakra-ui/react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import type { MessageKey } from '../../../lib/i18n/catalogue';
import { t, useI18n } from '../../../lib/i18n/i18n';
import { loadFailedText } from './format';
import { PageHeader } from './page-header';
import { ErrorAlert } from './states';

/**
 * A back-office route's error component: the screen's heading, then what failed (a refusal in
 * its own words, else the screen's "could not load") with Retry, which runs
 * the route's loader again. Shown when the loader could not load what the screen first shows;
 * a later failure (another page, filter or refresh) shows in the screen, which keeps its rows.
 */
export function screenError(title: MessageKey, failed: MessageKey) {
  return function ScreenError({ error, reset }: ErrorComponentProps) {
    useI18n();
    const router = useRouter();
    const retry = () => {
      reset();
      void router.invalidate();
    };
    return (
      <Stack gap="5">
        <PageHeader title={t(title)} />
        <ErrorAlert message={loadFailedText(error, t(failed))} onRetry={retry} />
      </Stack>
    );
  };
}
