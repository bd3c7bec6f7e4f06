import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { OrderView } from '@portal/contract/orders';
import { formatNumber } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/i18n';
import { fullName, longDate } from '../kit/format';
import { vendorLabel } from './order-vendor-lines';
import type { VendorPart } from './order-vendors';
import './packing-slip.css';

/**
 * One vendor's packing slip: what goes in that vendor's box and where it goes, with no prices
 * (the box's receiver checks quantities, not amounts). Put straight under <body>, so the print
 * stylesheet can leave everything else off the paper.
 */
export function PackingSlip({ order, part }: { order: OrderView; part: VendorPart }) {
  const c = order.chapter;
  const address = [c.name, c.address, [c.city, [c.state, c.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join('\n');
  return createPortal(
    <div className="packing-slip-root">
      <article className="packing-slip" aria-label={t('admin.orderPage.slipFor', { vendor: vendorLabel(part) })}>
        <div className="packing-slip-head">
          <div>
            <h1>{t('admin.orderPage.slipTitle')}</h1>
            <p>{vendorLabel(part)}</p>
          </div>
          <dl className="packing-slip-facts">
            <dt>{t('admin.orders.orderNumber')}</dt>
            <dd>{order.orderNumber}</dd>
            <dt>{t('admin.orderPage.orderDate')}</dt>
            <dd>{longDate(order.placedAt)}</dd>
            <dt>{t('shop.poNumber')}</dt>
            <dd>{order.poNumber ?? '-'}</dd>
            <dt>{t('admin.orders.event')}</dt>
            <dd>{order.event.name}</dd>
          </dl>
        </div>
        <div className="packing-slip-head">
          <section>
            <h2>{t('admin.orderPage.shipTo')}</h2>
            <address className="packing-slip-address">{address}</address>
          </section>
          <section>
            <h2>{t('admin.orderPage.buyer')}</h2>
            <p>
              {fullName(order.user)}
              <br />
              {order.user.email}
            </p>
          </section>
        </div>
        <table>
          <thead>
            <tr>
              <th>{t('admin.orders.sku')}</th>
              <th>{t('admin.orders.product')}</th>
              <th className="num">{t('admin.orderPage.pack')}</th>
              <th className="num">{t('admin.orders.qty')}</th>
              <th className="check">{t('admin.orderPage.packed')}</th>
            </tr>
          </thead>
          <tbody>
            {part.items.map((i) => (
              <tr key={i.id}>
                <td>{i.product.sku || '-'}</td>
                <td>{i.product.name}</td>
                <td className="num">{formatNumber(i.packSize ?? 1)}</td>
                <td className="num">{formatNumber(i.quantity)}</td>
                <td className="check">☐</td>
              </tr>
            ))}
          </tbody>
        </table>
        {order.notes && (
          <section className="packing-slip-notes">
            <h2>{t('shop.orderNotes')}</h2>
            <p>{order.notes}</p>
          </section>
        )}
        <div className="packing-slip-foot">
          <span>{t('admin.orderPage.slipLines', { count: part.items.length })}</span>
          <span>{t('admin.orderPage.slipUnits', { count: part.items.reduce((n, i) => n + i.quantity, 0) })}</span>
        </div>
      </article>
    </div>,
    document.body,
  );
}

/**
 * Opens the browser's print dialog once the slip is in the page, and says when printing is over
 * (the slip then leaves the page, so the next print of the screen is the screen).
 */
export function usePrintWhenShown(shown: boolean, onDone: () => void) {
  useEffect(() => {
    if (!shown) return;
    window.addEventListener('afterprint', onDone, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', onDone);
  }, [shown, onDone]);
}
