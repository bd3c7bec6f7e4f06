import { formatPhone, type ChapterItem } from '@portal/contract/chapters';
import type { Column } from '../kit/data-table';
import { longDate } from '../kit/format';
import { actionsColumn, manageActions, TwoLines } from '../kit/row-actions';
import { ActiveChip } from '../kit/status-chip';
import { t } from '../../../lib/i18n/i18n';

export function chapterColumns(onAction: (kind: string, c: ChapterItem) => void): Column<ChapterItem>[] {
  return [
    { header: t('admin.chapters.chapter'), sortKey: 'name', cell: (c) => <TwoLines top={c.name} bottom={c.taxId ? t('admin.chapters.taxIdValue', { taxId: c.taxId }) : null} /> },
    { header: t('admin.chapters.location'), sortKey: 'city', cell: (c) => <TwoLines top={c.city} bottom={`${c.state} ${c.zipCode}`} /> },
    { header: t('admin.chapters.contact'), cell: (c) => <TwoLines top={c.phone ? formatPhone(c.phone) : '-'} bottom={c.user?.email} /> },
    { header: t('admin.chapters.status'), cell: (c) => <ActiveChip active={c.isActive} /> },
    { header: t('admin.chapters.events'), hideBelow: 'xl', cell: (c) => c.eventCount ?? 0 },
    { header: t('admin.chapters.orders'), cell: (c) => c.orderCount ?? 0 },
    { header: t('admin.chapters.created'), hideBelow: 'xl', cell: (c) => longDate(c.createdAt), sortKey: 'createdAt' },
    actionsColumn(t('admin.chapters.actions'), (c) => c.name, onAction, (c) => manageActions(c.isActive)),
  ];
}
