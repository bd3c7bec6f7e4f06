import { Box, Button, useMediaQuery } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useI18n } from '../lib/i18n/i18n';

/** Narrower than the UI kit's `sm` breakpoint (30em): a phone held upright. */
export const PHONE_QUERY = '(max-width: 29.99em)';

/**
 * A list's filters beyond its search box. On a phone they fold behind one button that says how
 * many are set, so the list itself starts on the first screen (five stacked filters filled it);
 * wider screens show them all. Place it inside the filters' grid: the filters stay its items.
 */
export function PhoneFilters({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useI18n();
  // Read at the first render (ssr: false): a phone never renders the unfolded filters first.
  const [phone] = useMediaQuery([PHONE_QUERY], { ssr: false });
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) return children;
  return (
    <>
      <Button size="lg" variant="outline" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <SlidersHorizontal /> {active > 0 ? t('shop.filtersSet', { count: active }) : t('shop.filters')}
      </Button>
      <Box id={id} display={open ? 'contents' : 'none'}>
        {children}
      </Box>
    </>
  );
}
