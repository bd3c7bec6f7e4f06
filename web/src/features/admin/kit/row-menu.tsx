import { Button, Menu, Portal } from '@chakra-ui/react';
import { useMenuChoice } from '../../../ui/menu-choice';

export interface RowAction {
  value: string;
  label: string;
  danger?: boolean;
  disabled?: boolean;
}

/** The ⋮ menu at the end of a table row; the choice runs once the menu has closed (useMenuChoice). */
export function RowMenu({ label, actions, onSelect }: { label: string; actions: RowAction[]; onSelect: (value: string) => void }) {
  const menu = useMenuChoice(onSelect);
  return (
    <Menu.Root {...menu.root}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="ghost" aria-label={label}>
          ⋮
        </Button>
      </Menu.Trigger>
      <MenuChoices actions={actions} item={menu.item} />
    </Menu.Root>
  );
}

/** A menu's choices, a dangerous one in red: the row menu's and the bulk bar's. */
export function MenuChoices({ actions, item }: { actions: readonly RowAction[]; item: ReturnType<typeof useMenuChoice>['item'] }) {
  return (
    <Portal>
      <Menu.Positioner>
        <Menu.Content>
          {actions.map((a) => (
            <Menu.Item key={a.value} {...item(a.value, a.disabled)} color={a.danger ? 'fg.error' : undefined}>
              {a.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Portal>
  );
}
