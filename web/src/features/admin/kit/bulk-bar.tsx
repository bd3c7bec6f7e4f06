import { Button, HStack, Menu, Text } from '@chakra-ui/react';
import { useMenuChoice } from '../../../ui/menu-choice';
import { t } from '../../../lib/i18n/i18n';
import type { SelectionState } from './selection';
import { MenuChoices } from './row-menu';

/** One bulk action a list offers; `body` adds fields to the request (an order's new status). */
export interface BulkActionSpec {
  value: string;
  label: string;
  action: string;
  body?: { status?: 'PENDING' | 'PROCESSING' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED' };
  /** Hard to undo: shown in red, confirmed with a red button. */
  danger?: boolean;
  /** The confirm button, a verb with the count ("Cancel 3 orders"); default "Apply to 3 rows". */
  confirm?: (count: number) => string;
  /** The button that backs out ("Keep orders"); default "Cancel". */
  keep?: string;
}

interface Props {
  selection: SelectionState;
  total: number;
  actions: BulkActionSpec[];
  onAction: (spec: BulkActionSpec) => void;
  exporting: boolean;
  onExport?: () => void;
}

/**
 * Above the table while rows are selected: how many, the offer to select every row matching the
 * filters (not only this page), the actions menu, export and clear. It wraps rather than widen
 * the page on a narrow screen.
 */
export function BulkBar({ selection, total, actions, onAction, exporting, onExport }: Props) {
  const { count, selection: s } = selection;
  const menu = useMenuChoice((value) => {
    const spec = actions.find((a) => a.value === value);
    if (spec) onAction(spec);
  });
  if (count === 0) return null;
  const canSelectMore = !s.all && total > s.ids.size;
  return (
    <HStack role="region" aria-label={t('admin.bulk.actions')} gap="2" wrap="wrap" px="3" py="2" borderWidth="1px" rounded="md" bg="bg.muted">
      <Text fontWeight="medium" aria-live="polite">
        {s.all ? t('admin.bulk.allSelected', { count: total }) : t('admin.bulk.selected', { count })}
      </Text>
      {canSelectMore && (
        <Button size="xs" variant="plain" colorPalette="primary" textDecoration="underline" onClick={selection.selectAllMatching}>
          {t('admin.bulk.selectAll', { count: total })}
        </Button>
      )}
      <HStack gap="2" ms="auto" wrap="wrap">
        <Menu.Root {...menu.root}>
          <Menu.Trigger asChild>
            <Button size="sm" colorPalette="primary">
              {t('admin.bulk.actions')} ▾
            </Button>
          </Menu.Trigger>
          <MenuChoices actions={actions} item={menu.item} />
        </Menu.Root>
        {onExport && (
          <Button size="sm" variant="outline" loading={exporting} onClick={onExport}>
            {t('admin.bulk.exportSelection')}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={selection.clear}>
          {t('admin.bulk.clear')}
        </Button>
      </HStack>
    </HStack>
  );
}
