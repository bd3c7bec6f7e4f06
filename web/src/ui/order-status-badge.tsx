import { Badge } from '@chakra-ui/react';
import { orderStatusLabel } from '../lib/i18n/labels';

const PALETTE: Record<string, string> = { DELIVERED: 'green', SHIPPED: 'blue', PROCESSING: 'orange', CANCELLED: 'red' };

/** DELIVERED green, SHIPPED blue, PROCESSING orange, CANCELLED red, anything else grey. */
export function OrderStatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle" data-status={status}>
      {label ?? orderStatusLabel(status)}
    </Badge>
  );
}
