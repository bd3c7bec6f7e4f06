import { Button, Field, NativeSelect, Stack } from '@chakra-ui/react';
import type { OrderView } from '@portal/contract/orders';
import { ORDER_STATUSES, PAYMENT_METHODS } from '@portal/contract/rules';
import { orderStatusLabel, paymentMethodLabel } from '../kit/format';
import { useState } from 'react';
import { AdminDialog } from '../kit/admin-dialog';
import { t } from '../../../lib/i18n/i18n';

interface Props {
  order: OrderView;
  pending: boolean;
  onSubmit: (status: string, paymentMethod: string) => void;
  onClose: () => void;
}

/** Any of the five statuses, no client restriction (spec 4); payment method may be None. */
export function OrderStatusDialog({ order, pending, onSubmit, onClose }: Props) {
  const [status, setStatus] = useState<string>(order.status);
  const [method, setMethod] = useState<string>(order.paymentMethod ?? '');
  return (
    <AdminDialog
      open
      title={t('admin.orders.editStatusTitle')}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('admin.common.cancel')}
          </Button>
          <Button colorPalette="primary" loading={pending} onClick={() => onSubmit(status, method)}>
            {t('admin.orders.update')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label>{t('admin.orders.status')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={status} onChange={(e) => setStatus(e.target.value)}>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {orderStatusLabel(s)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('admin.orders.paymentMethod')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={method} onChange={(e) => setMethod(e.target.value)}>
              <option value="">{t('admin.orders.none')}</option>
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {paymentMethodLabel(m)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
    </AdminDialog>
  );
}
