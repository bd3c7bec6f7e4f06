import { CHAPTER_RESOURCE } from '@portal/contract/resources';
import { formatPhone, type ChapterItem } from '@portal/contract/chapters';
import { AdminDialog } from '../kit/admin-dialog';
import { DescribedDetails } from '../kit/described';
import { DetailsFooter } from '../kit/details-footer';
import { t } from '../../../lib/i18n/i18n';

/** The chapter description's details; the address joins its four parts. */
export function ChapterDetailsDialog({ chapter, onEdit, onClose }: { chapter: ChapterItem | null; onEdit: () => void; onClose: () => void }) {
  return (
    <AdminDialog open={Boolean(chapter)} title={t('admin.chapters.details')} size="lg" onClose={onClose} footer={<DetailsFooter onClose={onClose} onEdit={onEdit} editLabel={t('admin.chapters.edit')} />}>
      {chapter && (
        <DescribedDetails
          description={CHAPTER_RESOURCE}
          row={chapter}
          cells={{ address: (c) => `${c.address}, ${c.city}, ${c.state} ${c.zipCode}`, phone: (c) => (c.phone ? formatPhone(c.phone) : '') }}
        />
      )}
    </AdminDialog>
  );
}
