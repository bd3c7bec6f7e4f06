import { CHAPTER_RESOURCE } from '@portal/contract/resources';
import { formatPhone, type ChapterItem } from '@portal/contract/chapters';
import type { Column } from '../kit/data-table';
import { describedColumns } from '../kit/described';
import { actionsColumn, manageActions, TwoLines } from '../kit/row-actions';
import { t } from '../../../lib/i18n/i18n';

/** The chapter description's columns; the name, the location and the contact show two values in one cell. */
export function chapterColumns(onAction: (kind: string, c: ChapterItem) => void): Column<ChapterItem>[] {
  return [
    ...describedColumns<ChapterItem>(CHAPTER_RESOURCE, {
      name: (c) => <TwoLines top={c.name} bottom={c.taxId ? t('admin.chapters.taxIdValue', { taxId: c.taxId }) : null} />,
      city: (c) => <TwoLines top={c.city} bottom={`${c.state} ${c.zipCode}`} />,
      phone: (c) => <TwoLines top={c.phone ? formatPhone(c.phone) : '-'} bottom={c.user?.email} />,
    }),
    actionsColumn(t('admin.chapters.actions'), (c) => c.name, onAction, (c) => manageActions(c.isActive)),
  ];
}
