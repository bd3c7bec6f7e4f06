import { useNavigate } from '@tanstack/react-router';
import { memo, useEffect, useRef, useState, type MouseEvent } from 'react';
import { packSizeOf } from '@portal/contract/order-rules';
import type { ProductListItem } from '../../../lib/catalogue/catalogue-queries';
import { restoreCart, setQuantity, snapshotCart } from '../../../lib/cart/cart-store';
import { packChoices, readTypedQuantity, type QuantityProblem } from '../../../lib/cart/typed-quantity';
import { formatMoney } from '../../../lib/i18n/format';
import { t as translate, useI18n } from '../../../lib/i18n/i18n';
import { notify } from '../../../ui/toaster';
import { quantityProblemText } from '../../../ui/quantity-refusal';
import './line-sheet.css';

/** Rows on one page of the line sheet: dense rows, so more than the grid's 20 cards. */
export const SHEET_PAGE_SIZE = 50;

/** Where focus lands when a page of the sheet arrives after Enter ran past the last row (or Shift+Enter the first). */
export interface SheetArrival {
  page: number;
  at: 'first' | 'last';
}

interface SheetProps {
  products: ProductListItem[];
  inCart: ReadonlyMap<number, number> | undefined;
  page: number;
  arrival: SheetArrival | null;
  onArrived: () => void;
  /** Enter on the last row or Shift+Enter on the first: the next or the previous page, if any. */
  onPastEdge: (direction: 1 | -1) => void;
}

const fieldSelector = (row: number) => `input[data-sheet-row="${row}"]`;

/** Quantity 0 takes the line out, with the same Undo the cart offers: nothing lost by a slipped key. */
async function removeWithUndo(productId: number, name: string): Promise<void> {
  const before = await snapshotCart([productId]);
  await setQuantity(productId, 0);
  if (before.lines.length === 0) return;
  notify.withAction('info', translate('shop.lineRemoved', { name }), translate('shop.undo'), () => void restoreCart({ lines: before.lines }));
}

/**
 * The line sheet: one row per product (SKU, name, pack, price, quantity) for typing an order from
 * a buyer's list. Rows are plain table markup with one plain input each, so a page of them costs
 * about what the grid's cards do; each row renders again only when its product or its quantity in
 * the cart changed. Enter in a quantity takes it and moves to the next row, Shift+Enter to the
 * previous one; a figure the cart cannot take stays in its field with the reason.
 */
export function LineSheet({ products, inCart, page, arrival, onArrived, onPastEdge }: SheetProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const table = useRef<HTMLTableElement>(null);
  // The rows get one callback for good: the latest props are read through refs.
  const latest = useRef({ count: products.length, onPastEdge });
  useEffect(() => {
    latest.current = { count: products.length, onPastEdge };
  });
  // The name opens the product's page: a plain link with one handler for all rows, lighter than
  // fifty router links following the address.
  const [open] = useState(() => (e: MouseEvent<HTMLAnchorElement>, id: number) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate({ to: '/products/$id', params: { id: String(id) } });
  });
  const [move] = useState(() => (from: number, direction: 1 | -1) => {
    const to = from + direction;
    if (to < 0 || to >= latest.current.count) return latest.current.onPastEdge(direction);
    table.current?.querySelector<HTMLInputElement>(fieldSelector(to))?.focus();
  });
  useEffect(() => {
    if (!arrival || arrival.page !== page) return;
    table.current?.querySelector<HTMLInputElement>(fieldSelector(arrival.at === 'first' ? 0 : products.length - 1))?.focus();
    onArrived();
  }, [arrival, page, products.length, onArrived]);
  return (
    <div className="sheet-wrap">
      <p className="sheet-hint" id="sheet-hint">
        {t('shop.sheet.hint')}
      </p>
      <table className="sheet" ref={table} aria-label={t('shop.view.sheet')} aria-describedby="sheet-hint" data-testid="line-sheet">
        <thead>
          <tr>
            <th scope="col" className="sheet-sku">
              {t('shop.sheet.sku')}
            </th>
            <th scope="col">{t('shop.sheet.product')}</th>
            <th scope="col" className="sheet-pack sheet-num">
              {t('shop.sheet.pack')}
            </th>
            <th scope="col" className="sheet-num">
              {t('shop.sheet.price')}
            </th>
            <th scope="col" className="sheet-qty">
              {t('shop.sheet.quantity')}
            </th>
            <th scope="col" className="sheet-line sheet-num">
              {t('shop.sheet.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((p, i) => (
            <SheetRow key={p.id} product={p} row={i} quantity={inCart?.get(p.id) ?? 0} move={move} open={open} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Rows while the list loads: the table's outline, without the cost of fields. */
export function LineSheetSkeleton() {
  return (
    <div className="sheet-wrap" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="sheet-skel" data-testid="sheet-skeleton" />
      ))}
    </div>
  );
}

interface RowProps {
  product: ProductListItem;
  row: number;
  /** What the cart holds of it (0: none). */
  quantity: number;
  move: (from: number, direction: 1 | -1) => void;
  open: (e: MouseEvent<HTMLAnchorElement>, id: number) => void;
}

const SheetRow = memo(SheetRowView, (a, b) => a.quantity === b.quantity && a.row === b.row && a.move === b.move && a.open === b.open && shown(a.product) === shown(b.product));

/** What a row shows of a product, as one string to compare. */
const shown = (p: ProductListItem) => JSON.stringify([p.id, p.version, p.name, p.sku, p.price, p.packSize]);

type Refusal = { problem: QuantityProblem } | { choices: number[] };

function SheetRowView({ product, row, quantity, move, open }: RowProps) {
  const { t } = useI18n();
  const pack = packSizeOf(product.packSize);
  // What the field shows while it differs from the cart; `typed` is what is left to take (none
  // once taken, though the field still shows it until the cart holds it).
  const [draft, setDraft] = useState<string | null>(null);
  const typed = useRef<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [held, setHeld] = useState(quantity);
  if (held !== quantity) {
    setHeld(quantity);
    setDraft(null);
    setRefusal(null);
  }
  const settle = () => {
    typed.current = null;
    setDraft(null);
    setRefusal(null);
  };
  const take = (next: number) => {
    typed.current = null;
    setRefusal(null);
    setDraft(next === 0 ? '' : String(next));
    if (next === 0) void removeWithUndo(product.id, product.name);
    else void setQuantity(product.id, next);
  };
  /** Takes the typed figure; false when it was refused and stays in the field. */
  const commit = (): boolean => {
    const text = typed.current;
    // Nothing typed, or the cart changed under the field (which then shows the cart's figure).
    if (text === null || draft === null) return true;
    if (text.trim() === '') {
      settle();
      return true;
    }
    const read = readTypedQuantity(text, 0);
    if (!read.ok) {
      setRefusal({ problem: read.problem });
      return false;
    }
    if (read.value === quantity) {
      settle();
      return true;
    }
    const choices = read.value === 0 ? [] : packChoices(read.value, pack);
    if (choices.length > 0) {
      setRefusal({ choices });
      return false;
    }
    take(read.value);
    return true;
  };
  const refusalId = `sheet-refusal-${product.id}`;
  const packText = pack > 1 ? t('shop.packOf', { count: pack }) : null;
  return (
    <tr data-testid="sheet-row" className={quantity > 0 ? 'sheet-in-cart' : undefined}>
      <td className="sheet-sku">{product.sku ?? ''}</td>
      <td className="sheet-name">
        <a href={`/products/${product.id}`} onClick={(e) => open(e, product.id)}>
          {product.name}
        </a>
        {/* On a phone the SKU and pack columns give way: said under the name instead. */}
        {(product.sku || packText) && <span className="sheet-sub">{[product.sku, packText].filter(Boolean).join(' · ')}</span>}
      </td>
      {/* A product sold by the unit has no pack to show. */}
      <td className="sheet-pack sheet-num">{pack > 1 ? pack : ''}</td>
      <td className="sheet-num">{formatMoney(product.price)}</td>
      <td className="sheet-qty">
        <input
          className="sheet-field"
          inputMode="numeric"
          enterKeyHint="next"
          autoComplete="off"
          maxLength={9}
          data-sheet-row={row}
          aria-label={t('shop.quantityOf', { name: product.name })}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? refusalId : undefined}
          value={draft ?? (quantity > 0 ? String(quantity) : '')}
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => {
            typed.current = e.target.value;
            setDraft(e.target.value);
            setRefusal(null);
          }}
          onBlur={() => void commit()}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              if (commit()) move(row, e.shiftKey ? -1 : 1);
            }
            if (e.key === 'Escape') settle();
          }}
        />
        {refusal && (
          <div className="sheet-refusal" id={refusalId} role="alert" data-testid="quantity-refusal">
            <span>{'problem' in refusal ? quantityProblemText(refusal.problem) : t('shop.qty.pack', { count: pack })}</span>
            {'choices' in refusal &&
              refusal.choices.map((n) => (
                <button
                  key={n}
                  type="button"
                  className="sheet-choice"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => {
                    take(n);
                    move(row, 1);
                  }}
                >
                  {t('shop.roundUpTo', { count: n })}
                </button>
              ))}
          </div>
        )}
      </td>
      <td className="sheet-line sheet-num">{quantity > 0 ? formatMoney(product.price * quantity) : ''}</td>
    </tr>
  );
}
