import { Field } from '@chakra-ui/react';
import { ORDER_TRANSITIONS, type OrderView } from '@portal/contract/orders';
import { PAYMENT_METHODS, isOrderStatus, type OrderStatus, type PaymentMethod } from '@portal/contract/rules';
import { orderStatusLabel, paymentMethodLabel } from '../kit/format';
import { useState } from 'react';
import { FormDialog } from '../kit/form-dialog';
import { choicesOf, Select } from '../kit/select';
import { t } from '../../../lib/i18n/i18n';

interface Props {
  order: OrderView;
  pending: boolean;
  /** '' for no payment method. */
  onSubmit: (status: OrderStatus, paymentMethod: PaymentMethod | '') => void;
  onClose: () => void;
}

/**
 * The order's status and the ones its rules let it move to (contract ORDER_TRANSITIONS: a shipped
 * order can only be delivered, a delivered or cancelled one stays), so the picker never offers a
 * move the server refuses; payment method may be None.
 */
export function OrderStatusDialog({ order, pending, onSubmit, onClose }: Props) {
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [method, setMethod] = useState<PaymentMethod | ''>(order.paymentMethod ?? '');
  const isMethod = (value: string): value is PaymentMethod | '' => value === '' || (PAYMENT_METHODS as readonly string[]).includes(value);
  return (
    <FormDialog
      onSubmit={() => onSubmit(status, method)}
      title={t('admin.orders.editStatusTitle')}
      onClose={onClose}
      size="sm"
      pending={pending}
      submitLabel={t('admin.orders.update')}
    >
      <Field.Root>
        <Field.Label>{t('admin.orders.status')}</Field.Label>
        <Select value={status} onChange={(s) => isOrderStatus(s) && setStatus(s)} choices={choicesOf([order.status, ...ORDER_TRANSITIONS[order.status]], orderStatusLabel)} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('admin.orders.paymentMethod')}</Field.Label>
        <Select value={method} onChange={(m) => isMethod(m) && setMethod(m)} empty={t('admin.orders.none')} choices={choicesOf(PAYMENT_METHODS, paymentMethodLabel)} />
      </Field.Root>
    </FormDialog>
  );
}
