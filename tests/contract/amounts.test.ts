import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountMessage, readMoney, readPercent, readQuantity, type AmountRead } from '@portal/contract/amounts';

/** An amount of cents written the way a language's people write it: marks, grouping, sign, spacing. */
interface Writing {
  group: ',' | '.' | '';
  decimal: ',' | '.';
  dollar: boolean;
  shortCents: boolean;
  pad: string;
}

function groupThousands(whole: string, mark: string): string {
  if (!mark) return whole;
  let out = '';
  for (let i = whole.length; i > 0; i -= 3) out = whole.slice(Math.max(0, i - 3), i) + (out ? mark + out : '');
  return out;
}

function write(cents: number, w: Writing): string {
  const whole = groupThousands(String(Math.floor(cents / 100)), w.group);
  let fraction = String(cents % 100).padStart(2, '0');
  if (w.shortCents && fraction.endsWith('0')) fraction = fraction.slice(0, 1);
  return `${w.pad}${w.dollar ? '$' : ''}${whole}${w.decimal}${fraction}${w.pad}`;
}

// English writes 1,234.50; Spanish is written both as in the US (1,234.50) and as in Spain or Latin America (1.234,50).
const writing: fc.Arbitrary<Writing> = fc
  .record({
    language: fc.constantFrom('en', 'es'),
    grouped: fc.boolean(),
    commaDecimal: fc.boolean(),
    dollar: fc.boolean(),
    shortCents: fc.boolean(),
    pad: fc.constantFrom('', ' ', '  '),
  })
  .map(({ language, grouped, commaDecimal, dollar, shortCents, pad }) => {
    const decimal = language === 'en' && !commaDecimal ? '.' : commaDecimal ? ',' : '.';
    return { group: grouped ? (decimal === '.' ? ',' : '.') : '', decimal, dollar, shortCents, pad } as Writing;
  });
const cents = fc.integer({ min: 0, max: 99_999_999_999 });

const ok = (value: number): AmountRead => ({ ok: true, value });
const refused = (problem: string) => ({ ok: false, problem });

describe('readMoney', () => {
  it('reads every amount as written with either decimal mark, grouped or not, in both languages', () => {
    fc.assert(
      fc.property(cents, writing, (amount, w) => {
        expect(readMoney(write(amount, w))).toEqual(ok(amount));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads whole dollars grouped by either mark ("1,234", "1.234.567")', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.constantFrom(',', '.', ''), (dollars, mark) => {
        expect(readMoney(groupThousands(String(dollars), mark))).toEqual(ok(dollars * 100));
      }),
    );
  });

  it('refuses a grouping whose group is not three digits, whatever follows', () => {
    const group = fc.constantFrom(',', '.');
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{0,2}$/),
        fc.array(fc.stringMatching(/^\d{3}$/), { maxLength: 3 }),
        fc.stringMatching(/^(\d|\d\d|\d{4,6})$/),
        fc.nat(3),
        group,
        fc.stringMatching(/^\d\d$/),
        (head, groups, wrong, at, mark, cents2) => {
          const all = [...groups];
          all.splice(Math.min(at, all.length), 0, wrong);
          const decimal = mark === ',' ? '.' : ',';
          expect(readMoney(`${head}${all.map((g) => mark + g).join('')}${decimal}${cents2}`).ok).toBe(false);
        },
      ),
    );
  });

  it('refuses the same mark used to group and to mark cents ("1,234,50", "1.234.5")', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9_999_999 }), fc.constantFrom(',', '.'), fc.stringMatching(/^\d{1,2}$/), (dollars, mark, fraction) => {
        expect(readMoney(`${groupThousands(String(dollars), mark)}${mark}${fraction}`)).toEqual(refused('format'));
      }),
    );
  });

  it('never throws, and what it accepts is a safe whole number of cents', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\d.,$ \-a]{0,16}$/), (text) => {
        const read = readMoney(text);
        if (read.ok) {
          expect(Number.isSafeInteger(read.value) && read.value >= 0).toBe(true);
          expect(text).not.toMatch(/a/);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('reads the cases the back office meets, and refuses the ambiguous or malformed', () => {
    expect(readMoney('12,50')).toEqual(ok(1250));
    expect(readMoney('12.50')).toEqual(ok(1250));
    expect(readMoney('12,5')).toEqual(ok(1250));
    expect(readMoney('$1,234.50')).toEqual(ok(123450));
    expect(readMoney('1.234,50')).toEqual(ok(123450));
    expect(readMoney('1,234')).toEqual(ok(123400));
    expect(readMoney('.50')).toEqual(ok(50));
    expect(readMoney('')).toEqual(refused('required'));
    expect(readMoney('-5')).toEqual(refused('negative'));
    expect(readMoney('$-5.00')).toEqual(refused('negative'));
    for (const bad of ['12,3456', '1,23,456', '12.', '1 234', '12,345,6', '12.3.4', 'twelve', '$', '1e3', '0x10', '12,50 $']) {
      expect(readMoney(bad), bad).toEqual(refused('format'));
    }
    expect(readMoney('123456789012345678')).toEqual(refused('tooLarge'));
    expect(readMoney('20,000,001', 2_000_000_000)).toEqual(refused('tooLarge'));
  });
});

describe('readQuantity and readPercent', () => {
  it('reads counts grouped by either mark and refuses fractions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.constantFrom(',', '.', ''), (n, mark) => {
        expect(readQuantity(groupThousands(String(n), mark))).toEqual(ok(n));
      }),
    );
    expect(readQuantity('2,5')).toEqual(refused('fraction'));
    expect(readQuantity('2.50')).toEqual(refused('fraction'));
    expect(readQuantity('12,00')).toEqual(ok(12));
    expect(readQuantity('$12')).toEqual(refused('format'));
  });

  it('reads rates in basis points with either decimal mark and a trailing %', () => {
    expect(readPercent('2,5')).toEqual(ok(250));
    expect(readPercent('3.25 %')).toEqual(ok(325));
    expect(readPercent('0,05')).toEqual(ok(5));
    expect(readPercent('101', 10_000)).toEqual(refused('tooLarge'));
    expect(readPercent('2.555')).toEqual(refused('format'));
  });

  it('words a refusal naming the field', () => {
    expect(amountMessage('format', 'money', 'Price')).toBe('Price must be written like 12.50, 12,50 or 1,234.50');
    expect(amountMessage('format', 'quantity', 'Pack size')).toBe('Pack size must be a whole number written like 12 or 1,200');
  });
});
