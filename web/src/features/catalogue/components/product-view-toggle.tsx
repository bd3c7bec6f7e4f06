import { Button, Group } from '@chakra-ui/react';
import { LayoutGrid, Rows3 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n/i18n';
import type { ProductView } from './product-view';

/** Cards or the line sheet: two buttons, the one shown pressed. */
export function ProductViewToggle({ value, onChange }: { value: ProductView; onChange: (next: ProductView) => void }) {
  const { t } = useI18n();
  const option = (view: ProductView, label: string, icon: ReactNode) => (
    <Button
      minH="11"
      variant={value === view ? 'solid' : 'outline'}
      colorPalette={value === view ? 'primary' : undefined}
      aria-pressed={value === view}
      onClick={() => value !== view && onChange(view)}
    >
      {icon} {label}
    </Button>
  );
  return (
    <Group attached role="group" aria-label={t('shop.view.label')}>
      {option('grid', t('shop.view.cards'), <LayoutGrid />)}
      {option('sheet', t('shop.view.sheet'), <Rows3 />)}
    </Group>
  );
}
