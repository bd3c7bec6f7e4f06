import { US_STATES } from '@portal/contract/rules';
import { CHAPTER_RESOURCE } from '@portal/contract/resources';
import { describedFilters } from '../kit/described-filters';
import { choicesOf } from '../kit/select';
import type { ChapterFilters } from './chapters-api';
import { t } from '../../../lib/i18n/i18n';

/** The chapter description's filters (state, status) and their chips; the states are the list's own. */
export const chapterFilters = (list: { filters: ChapterFilters; patch: (part: Partial<ChapterFilters>) => void; reset: () => void }) =>
  describedFilters(CHAPTER_RESOURCE, list, { placeholder: t('admin.chapters.searchPlaceholder'), choices: { state: choicesOf(US_STATES) } });
