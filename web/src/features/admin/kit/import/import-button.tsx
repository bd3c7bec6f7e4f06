import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { t } from '../../../../lib/i18n/i18n';
import type { ImportKind } from './import-api';
import { ImportDialog } from './import-dialog';

/** A list page header's Import CSV button and the dialog it opens. */
export function ImportButton({ kind, disabled }: { kind: ImportKind; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
        {t('admin.import.button')}
      </Button>
      {open && <ImportDialog kind={kind} onClose={() => setOpen(false)} />}
    </>
  );
}

export const ProductImportButton = () => <ImportButton kind="products" />;
