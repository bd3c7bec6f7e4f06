import { Button, Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '@portal/contract/rules';
import { useI18n } from '../../lib/i18n/i18n';
import { DateInput } from '../../ui/form/date-input';
import { PhoneFilters } from '../../ui/phone-filters';
import { orderStatusLabel } from '../../lib/i18n/labels';
import { useSession } from '../../lib/session/use-session';
import { useEvents } from '../../lib/catalogue/use-catalogue';
import type { MyOrdersSearch } from './my-orders-search';

/** Number or product, status, event and a date range; the search box applies after a pause. */
export function MyOrdersFilters({ value, onChange }: { value: MyOrdersSearch; onChange: (next: MyOrdersSearch) => void }) {
  const { t } = useI18n();
  const { user } = useSession();
  const events = (useEvents(false) ?? []).filter((e) => !user?.chapter || e.chapterId === user.chapter.id);
  const [text, setText] = useState(value.search ?? '');
  useEffect(() => {
    const typed = text.trim();
    if (typed === (value.search ?? '')) return;
    const timer = setTimeout(() => onChange({ ...value, search: typed || undefined }), 350);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  const set = (patch: Partial<MyOrdersSearch>) => onChange({ ...value, ...patch });
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" role="search" aria-label={t('shop.filterOrders')}>
      {/* Two columns for the search box, so its hint shows whole beside the menu at tablet widths. */}
      <Field.Root gridColumn={{ sm: 'span 2' }}>
        <Field.Label>{t('shop.searchOrders')}</Field.Label>
        <Input size="lg" type="search" placeholder={t('shop.searchOrdersHint')} value={text} onChange={(e) => setText(e.target.value)} />
      </Field.Root>
      <PhoneFilters active={[value.status, value.eventId, value.from, value.to].filter((f) => f !== undefined).length}>
        <Field.Root>
          <Field.Label>{t('shop.status')}</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field value={value.status ?? ''} onChange={(e) => set({ status: (e.target.value || undefined) as OrderStatus | undefined })}>
              <option value="">{t('shop.allStatuses')}</option>
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
          <Field.Label>{t('shop.event')}</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field value={value.eventId ?? ''} onChange={(e) => set({ eventId: e.target.value ? Number(e.target.value) : undefined })}>
              <option value="">{t('shop.allEvents')}</option>
              {events.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('shop.fromDate')}</Field.Label>
          <DateInput size="lg" value={value.from ?? ''} onValue={(from) => set({ from: from || undefined })} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('shop.toDate')}</Field.Label>
          <DateInput size="lg" value={value.to ?? ''} onValue={(to) => set({ to: to || undefined })} />
        </Field.Root>
        <Button
          alignSelf="end"
          size="lg"
          variant="outline"
          onClick={() => {
            setText('');
            onChange({});
          }}
        >
          {t('shop.clearFilters')}
        </Button>
      </PhoneFilters>
    </SimpleGrid>
  );
}
