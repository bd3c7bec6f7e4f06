import { Button, Menu, Portal } from '@chakra-ui/react';

export interface RowAction {
  value: string;
  label: string;
  danger?: boolean;
  disabled?: boolean;
}

/**
 * The ⋮ menu at the end of a table row. The choice runs after the menu has closed and given focus
 * back to its trigger, so a dialog it opens is not closed at once by that focus move.
 */
export function RowMenu({ label, actions, onSelect }: { label: string; actions: RowAction[]; onSelect: (value: string) => void }) {
  return (
    <Menu.Root onSelect={(d) => setTimeout(() => onSelect(d.value), 0)}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="ghost" aria-label={label}>
          ⋮
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {actions.map((a) => (
              <Menu.Item key={a.value} value={a.value} disabled={a.disabled} color={a.danger ? 'fg.error' : undefined}>
                {a.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
