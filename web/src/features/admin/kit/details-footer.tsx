import { Button } from '@chakra-ui/react';
import { t } from '../../../lib/i18n/i18n';

/** A details dialog's footer: Close, and the edit form of what is shown when the person may edit it. */
export function DetailsFooter({ onClose, onEdit, editLabel }: { onClose: () => void; onEdit?: () => void; editLabel: string }) {
  return (
    <>
      <Button variant="outline" onClick={onClose}>
        {t('admin.common.close')}
      </Button>
      {onEdit && (
        <Button colorPalette="primary" onClick={onEdit}>
          {editLabel}
        </Button>
      )}
    </>
  );
}
