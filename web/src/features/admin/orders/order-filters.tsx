import { Button, HStack, Input } from '@chakra-ui/react';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@portal/contract/rules';
import { ORDER_RESOURCE } from '@portal/contract/resources';
import { orderStatusLabel, paymentMethodLabel, paymentStatusLabel } from '../kit/format';
import { useState } from 'react';
import { DateFilter } from '../kit/date-filter';
import { DescribedFilterControls, type FilterChoices } from '../kit/described-filters';
import { choicesOf, Select } from '../kit/select';
import { FiltersPanel, FilterGrid, FilterSearchCell } from '../kit/filters-panel';
import type { OrderFilters } from './orders-api';
import { DEFAULT_ORDER_SORT } from './orders-search';
import { t } from '../../../lib/i18n/i18n';

const SORTS = [
  ['createdAt', 'admin.orders.sorts.createdAt'],
  ['updatedAt', 'admin.orders.sorts.updatedAt'],
  ['total', 'admin.orders.sorts.total'],
  ['status', 'admin.orders.status'],
  ['orderNumber', 'admin.orders.orderNumber'],
] as const;

/** The choices of the order description's menu filters (status, payment method), in words. */
export const orderFilterChoices = (): FilterChoices => ({ status: choicesOf(ORDER_STATUSES, orderStatusLabel), paymentMethod: choicesOf(PAYMENT_METHODS, paymentMethodLabel) });

/** The filters with the sort, as the panel edits them. */
export type OrderFilterDraft = OrderFilters & { sortBy: string; sortOrder: string };

/** Clear goes back here: no filters, newest first (spec 2.4). */
const NO_ORDER_FILTERS: OrderFilterDraft = { search: '', status: '', paymentMethod: '', paymentStatus: '', unsettledFailedPayment: '', startDate: '', endDate: '', ...DEFAULT_ORDER_SORT };

/**
 * The order description's filters, then the list's own (payment status, the days, the sort).
 * Edits a draft; Apply hands it over, Clear resets to newest first. When the applied state changes
 * from elsewhere (a header sort, the address) the draft starts again from it.
 */
export function OrderFiltersPanel({ applied, onApply, onRefresh }: { applied: OrderFilterDraft; onApply: (f: OrderFilterDraft) => void; onRefresh: () => void }) {
  const [draft, setDraft] = useState(applied);
  const appliedKey = JSON.stringify(applied);
  const [given, setGiven] = useState(appliedKey);
  if (appliedKey !== given) {
    setGiven(appliedKey);
    setDraft(applied);
  }
  const set = (part: Partial<OrderFilterDraft>) => setDraft((d) => ({ ...d, ...part }) as OrderFilterDraft);
  return (
    <FiltersPanel>
      {/* A form, so Enter in the search box (or any field) applies the filters; the buttons take
          the grid's free cell so the table starts higher. */}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onApply(draft);
        }}
      >
        <FilterGrid>
          <FilterSearchCell>
            <Input aria-label={t('admin.common.search')} placeholder={t('admin.orders.searchPlaceholder')} value={draft.search} onChange={(e) => set({ search: e.target.value })} />
          </FilterSearchCell>
          <DescribedFilterControls description={ORDER_RESOURCE} value={draft} onChange={(name, value) => set({ [name]: value })} choices={orderFilterChoices()} />
          <Select
            label={t('admin.orders.paymentStatus')}
            value={draft.paymentStatus}
            onChange={(paymentStatus) => set({ paymentStatus })}
            empty={t('admin.orders.allPaymentStatuses')}
            choices={choicesOf(PAYMENT_STATUSES, paymentStatusLabel)}
          />
          <DateFilter label={t('admin.orders.startDate')} value={draft.startDate} onChange={(startDate) => set({ startDate })} />
          <DateFilter label={t('admin.orders.endDate')} value={draft.endDate} onChange={(endDate) => set({ endDate })} />
          <Select label={t('admin.orders.sortBy')} value={draft.sortBy} onChange={(sortBy) => set({ sortBy })} choices={SORTS.map(([value, l]) => ({ value, label: t(l) }))} />
          <Select
            label={t('admin.orders.sortOrder')}
            value={draft.sortOrder}
            onChange={(sortOrder) => set({ sortOrder })}
            choices={[
              { value: 'desc', label: t('admin.orders.desc') },
              { value: 'asc', label: t('admin.orders.asc') },
            ]}
          />
          {/* Two cells where two fit, so the three buttons stay on one line beside the last filter. */}
          <HStack gap="2" flexWrap="wrap" css={{ '@container (min-width: 27rem)': { gridColumn: 'span 2' } }}>
            <Button type="submit" size="sm" colorPalette="primary">
              {t('admin.orders.apply')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setDraft(NO_ORDER_FILTERS);
                onApply(NO_ORDER_FILTERS);
              }}
            >
              {t('admin.orders.clear')}
            </Button>
            <Button size="sm" variant="ghost" onClick={onRefresh}>
              {t('admin.common.refresh')}
            </Button>
          </HStack>
        </FilterGrid>
      </form>
    </FiltersPanel>
  );
}
