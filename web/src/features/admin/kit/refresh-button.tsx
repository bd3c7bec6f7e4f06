import { Button } from '@chakra-ui/react';
import { t } from '../../../lib/i18n/i18n';
import type { ReactNode } from 'react';

/** A screen header's Refresh: turning while the screen's data reloads. */
export function RefreshButton({ onClick, fetching, label }: { onClick: () => void; fetching?: boolean; label?: string }) {
  return (
    <Button size="sm" variant="outline" loading={fetching} onClick={onClick}>
      {label ?? t('admin.common.refresh')}
    </Button>
  );
}

/** A list header's Refresh, then the screen's own buttons, then its primary Add. */
export function ListActions({ onRefresh, fetching, refreshLabel, addLabel, onAdd, children }: { onRefresh: () => void; fetching: boolean; refreshLabel?: string; addLabel: string; onAdd: () => void; children?: ReactNode }) {
  return (
    <>
      <RefreshButton onClick={onRefresh} fetching={fetching} label={refreshLabel} />
      {children}
      <Button size="sm" colorPalette="primary" onClick={onAdd}>
        {addLabel}
      </Button>
    </>
  );
}
