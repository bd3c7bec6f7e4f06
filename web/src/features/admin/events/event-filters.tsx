import type { ChapterItem } from '@portal/contract/chapters';
import { EVENT_STATUSES } from '@portal/contract/events';
import { EVENT_RESOURCE } from '@portal/contract/resources';
import type { MessageKey } from '../../../lib/i18n/catalogue';
import { describedFilters } from '../kit/described-filters';
import { choicesOf, namedChoices } from '../kit/select';
import type { EventFilters } from './events-api';
import { t } from '../../../lib/i18n/i18n';

/** The event description's filters (chapter, status, start and end day) and their chips; the chapters and statuses to choose are the list's own. */
export const eventFilters = (list: { filters: EventFilters; patch: (part: Partial<EventFilters>) => void; reset: () => void }, chapters: ChapterItem[]) =>
  describedFilters(EVENT_RESOURCE, list, {
    placeholder: t('admin.events.searchPlaceholder'),
    clearLabel: t('admin.common.clearAll'),
    choices: { chapterId: namedChoices(chapters), status: choicesOf(EVENT_STATUSES, (s) => t(`admin.events.status.${s}` as MessageKey)) },
  });
