/**
 * The back office's counter tiles are definition lists (the UI kit's Stat): a term, then its
 * definitions, and nothing else directly inside, so a screen reader reads each label with its
 * figure, also while the figures load and when a tile has a help line.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiKitProvider } from '../../../../web/src/ui/theme/ui-kit-provider';
import { StatCards } from '../../../../web/src/features/admin/kit/stat-cards';

const children = (list: Element) => [...list.children].map((c) => c.tagName.toLowerCase());

describe('counter tiles', () => {
  it('hold only a term and its definitions, loaded, loading and with a help line', () => {
    const items = [
      { label: 'Orders', value: 12, help: 'this month' },
      { label: 'Revenue', value: '$1,200.00' },
    ];
    const loaded = render(
      <UiKitProvider>
        <StatCards items={items} />
      </UiKitProvider>,
    );
    const lists = [...document.querySelectorAll('dl')];
    expect(lists).toHaveLength(2);
    expect(children(lists[0]!)).toEqual(['dt', 'dd', 'dd']);
    expect(children(lists[1]!)).toEqual(['dt', 'dd']);
    expect(screen.getByRole('group', { name: 'Orders' }).textContent).toContain('this month');
    loaded.unmount();

    render(
      <UiKitProvider>
        <StatCards items={items} loading />
      </UiKitProvider>,
    );
    for (const list of document.querySelectorAll('dl')) expect(children(list).every((tag) => tag === 'dt' || tag === 'dd')).toBe(true);
    expect(screen.getAllByTestId('stat-skeleton')).toHaveLength(2);
  });
});
