import { Box, Checkbox, Stack, Text, Wrap } from '@chakra-ui/react';
import type { NamedRef } from '@portal/contract/products';
import { PRODUCT_TEXT as T } from './text';

interface Props {
  label: string;
  options: NamedRef[];
  value: number[];
  onChange: (ids: number[]) => void;
}

/** A multi-select as a group of checkboxes: every choice visible, each reachable by keyboard. */
export function PickList({ label, options, value, onChange }: Props) {
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((x) => x !== id));
  return (
    // Not a Field: checkboxes inside one would all take the field's single input id.
    <Stack gap="1.5">
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <Box role="group" aria-label={label} borderWidth="1px" rounded="md" p="2" maxH="32" overflowY="auto" w="full">
        {options.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {T.form.noneAvailable}
          </Text>
        ) : (
          <Wrap gap="3">
            {options.map((o) => (
              <Checkbox.Root key={o.id} size="sm" checked={value.includes(o.id)} onCheckedChange={(d) => toggle(o.id, d.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{o.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
        )}
      </Box>
    </Stack>
  );
}
