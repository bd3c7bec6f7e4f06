import { Button, Card, Field, Grid, Heading, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MAX_SAVED_CART_LINES } from '@portal/contract/carts';
import { eventStatus } from '@portal/contract/events';
import { DRAFT_NAME_MAX, deleteDraft, openDraft, saveDraft, useCartDrafts } from '../../../lib/cart/cart-drafts';
import { setCartEvent } from '../../../lib/cart/cart-store';
import type { CartView } from '../../../lib/cart/cart-queries';
import type { CartDraftRow } from '../../../lib/db/rows';
import { formatDate } from '../../../lib/i18n/format';
import { useI18n } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session/use-session';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { notify } from '../../../ui/toaster';
import { useEvents } from '../../../lib/catalogue/use-catalogue';
import { orderableEvents } from '../../../lib/catalogue/event-options';

type Pending = { kind: 'replace' | 'merge' | 'delete'; draft: CartDraftRow } | null;

/**
 * Saved carts on the cart screen: save the cart as a named draft for the chosen event, and reopen
 * (in place of the cart or added to it) or delete the person's drafts. Kept on the device.
 */
export function CartDrafts({ cart }: { cart: CartView }) {
  const { t } = useI18n();
  const { user } = useSession();
  const userId = user?.id;
  // undefined while the device database answers: say nothing rather than "No saved carts yet".
  const loaded = useCartDrafts(userId);
  const drafts = loaded ?? [];
  const allEvents = useEvents(false) ?? [];
  const events = orderableEvents(allEvents, user?.chapter?.id);
  const eventNames = new Map(allEvents.map((e) => [e.id, e.name]));
  const active = events.find((e) => eventStatus(e, new Date()) === 'Active') ?? (events.length === 1 ? events[0] : undefined);
  const eventId = cart.eventId !== null && events.some((e) => e.id === cart.eventId) ? cart.eventId : (active?.id ?? null);
  const [name, setName] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const hasLines = cart.lines.length > 0;
  if (userId === undefined) return null;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !hasLines) return;
    // The server keeps a saved cart of at most MAX_SAVED_CART_LINES products: a longer one could
    // never reach the person's other devices, so it is not saved at all.
    if (cart.lines.length > MAX_SAVED_CART_LINES) {
      notify.error(t('shop.draftTooLarge', { max: MAX_SAVED_CART_LINES, count: cart.lines.length }));
      return;
    }
    const { draft, replaced } = await saveDraft(userId!, name, eventId);
    setName('');
    notify.success(t(replaced ? 'shop.draftUpdated' : 'shop.draftSaved', { name: draft.name }));
  }

  async function open(draft: CartDraftRow, mode: 'replace' | 'merge') {
    const opened = await openDraft(userId!, draft.id, mode);
    if (opened) notify.success(t('shop.draftOpened', { name: opened.name }));
  }

  async function confirm() {
    if (!pending) return;
    const { kind, draft } = pending;
    setPending(null);
    if (kind === 'delete') {
      await deleteDraft(userId!, draft.id);
      notify.info(t('shop.draftDeleted', { name: draft.name }));
    } else {
      await open(draft, kind);
    }
  }

  const dialog =
    pending?.kind === 'replace'
      ? { title: t('shop.draftReplaceTitle', { name: pending.draft.name }), body: t('shop.draftReplaceBody'), confirmLabel: t('shop.draftReplace') }
      : pending?.kind === 'merge'
        ? { title: t('shop.draftMergeTitle', { name: pending.draft.name }), body: t('shop.draftMergeBody'), confirmLabel: t('shop.draftMerge') }
        : { title: t('shop.draftDeleteTitle', { name: pending?.draft.name ?? '' }), body: t('shop.draftDeleteBody'), confirmLabel: t('shop.draftDelete') };

  return (
    <Card.Root data-testid="cart-drafts">
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          {t('shop.drafts')}
        </Heading>
        {hasLines && (
          <form onSubmit={(e) => void save(e)} aria-label={t('shop.saveDraft')}>
            <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'end' }}>
              <Field.Root flex="1">
                <Field.Label>{t('shop.draftName')}</Field.Label>
                <Input h="11" value={name} maxLength={DRAFT_NAME_MAX} placeholder={t('shop.draftNamePlaceholder')} onChange={(e) => setName(e.target.value)} />
              </Field.Root>
              <Field.Root flex="1">
                <Field.Label>{t('shop.event')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field h="11" value={eventId ?? ''} onChange={(e) => void setCartEvent(e.target.value ? Number(e.target.value) : null)}>
                    <option value="">{t('shop.draftNoEvent')}</option>
                    {events.map((e) => (
                      <option key={e.id} value={e.id}>
                        {e.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Button type="submit" minH="11" colorPalette="primary" disabled={!name.trim()}>
                {t('shop.saveDraft')}
              </Button>
            </Stack>
          </form>
        )}
        {loaded === undefined ? null : drafts.length === 0 ? (
          <Text color="fg.muted">{t('shop.noDrafts')}</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-label={t('shop.drafts')}>
            {drafts.map((draft) => {
              const items = draft.lines.reduce((sum, l) => sum + l.quantity, 0);
              return (
                <Grid
                  as="li"
                  key={draft.id}
                  data-testid="cart-draft"
                  borderWidth="1px"
                  borderRadius="md"
                  p="3"
                  gap="2"
                  alignItems="center"
                  templateColumns={{ base: 'minmax(0, 1fr) auto', md: 'minmax(0, 1fr) auto auto' }}
                  templateAreas={{ base: '"text remove" "actions actions"', md: '"text actions remove"' }}
                >
                  <Stack gap="0" gridArea="text">
                    <Text fontWeight="semibold" overflowWrap="anywhere">
                      {draft.name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {draft.eventId !== null ? (eventNames.get(draft.eventId) ?? t('shop.draftUnknownEvent')) : t('shop.draftNoEvent')} · {t('shop.draftItems', { count: items })} ·{' '}
                      {t('shop.draftSavedAt', { date: formatDate(draft.savedAt, 'dateTime') })}
                    </Text>
                  </Stack>
                  <HStack gap="2" wrap="wrap" gridArea="actions">
                    {hasLines ? (
                      <>
                        <Button minH="11" variant="outline" onClick={() => setPending({ kind: 'replace', draft })}>
                          {t('shop.draftReplace')}
                        </Button>
                        <Button minH="11" variant="outline" onClick={() => setPending({ kind: 'merge', draft })}>
                          {t('shop.draftMerge')}
                        </Button>
                      </>
                    ) : (
                      <Button minH="11" colorPalette="primary" onClick={() => void open(draft, 'replace')}>
                        {t('shop.draftOpen')}
                      </Button>
                    )}
                  </HStack>
                  <IconButton gridArea="remove" alignSelf={{ base: 'start', md: 'center' }} minW="11" minH="11" variant="ghost" colorPalette="red" aria-label={t('shop.draftDeleteNamed', { name: draft.name })} onClick={() => setPending({ kind: 'delete', draft })}>
                    <Trash2 />
                  </IconButton>
                </Grid>
              );
            })}
          </Stack>
        )}
      </Card.Body>
      <ConfirmDialog open={pending !== null} {...dialog} onConfirm={() => void confirm()} onClose={() => setPending(null)} />
    </Card.Root>
  );
}
