/** Demo vendors: unique names and emails, US addresses, banking details for some (valid as decision 025 checks them). */
import type { schema } from '../client';
import { CITIES, FIRST_NAMES, LAST_NAMES, STREET_NAMES } from './people-words';
import { VENDOR_PREFIXES, VENDOR_SUFFIXES, VENDOR_TRADES } from './catalogue-words';
import { DAY_MS, Random } from './random';

type VendorRow = typeof schema.vendors.$inferInsert;

export const VENDOR_COUNT = 40;
/** Every tenth vendor is inactive (4 of 40): enough to exercise filters, never a product's vendor. */
const isInactive = (index: number) => index % 10 === 9;

/** A routing number with a valid ABA check digit: the first eight digits drawn, the ninth computed from them. */
function routingNumber(drawn: string): string {
  const weights = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = [...drawn.slice(0, 8)].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return `${drawn.slice(0, 8)}${(10 - (sum % 10)) % 10}`;
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

export function vendorRows(now: Date, count = VENDOR_COUNT): VendorRow[] {
  const random = new Random('vendors');
  const names = new Set<string>();
  const rows: VendorRow[] = [];
  for (let i = 0; i < count; i++) {
    // Prefix and trade make the brand; it must be unique because the email is made from it.
    let brand = `${random.pick(VENDOR_PREFIXES)} ${random.pick(VENDOR_TRADES)}`;
    while (names.has(brand)) brand = `${random.pick(VENDOR_PREFIXES)} ${random.pick(VENDOR_TRADES)}`;
    names.add(brand);
    const name = `${brand} ${random.pick(VENDOR_SUFFIXES)}`;
    const place = random.pick(CITIES);
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const hasBank = random.chance(0.5);
    const createdAt = new Date(now.getTime() - random.int(200, 700) * DAY_MS);
    rows.push({
      name,
      contactName: `${first} ${last}`,
      email: `orders@${slug(brand)}.test`,
      phone: random.chance(0.9) ? `(${place.area}) 555-${random.digits(4)}` : null,
      address: `${random.int(100, 9999)} ${random.pick(STREET_NAMES)}`,
      city: place.city,
      state: place.state,
      zipCode: place.zip,
      taxId: random.chance(0.6) ? `${random.digits(2)}-${random.digits(7)}` : null,
      bankAccount: hasBank ? random.digits(random.int(10, 12)) : null,
      routingNumber: hasBank ? routingNumber(`0${random.digits(8)}`) : null,
      isActive: !isInactive(i),
      createdAt,
      updatedAt: createdAt,
    });
  }
  return rows;
}
