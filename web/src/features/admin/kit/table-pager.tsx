import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { ADMIN_PAGE_SIZES } from '@portal/contract/rules';
import { t } from '../../../lib/i18n/i18n';

interface Props {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Rows per page 5/10/25/50 and previous/next; page is 0-based. */
export function TablePager({ total, page, pageSize, onPage, onPageSize }: Props) {
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <HStack justify="flex-end" gap="4" py="2" flexWrap="wrap">
      <HStack gap="2">
        <Text fontSize="sm">{t('admin.common.rowsPerPageLabel')}</Text>
        <NativeSelect.Root size="sm" width="20">
          <NativeSelect.Field aria-label={t('admin.common.rowsPerPage')} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
            {ADMIN_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Text fontSize="sm">
        {t('admin.common.range', { from, to, total })}
      </Text>
      <Button size="xs" variant="outline" aria-label={t('admin.common.previousPage')} disabled={page === 0} onClick={() => onPage(page - 1)}>
        ‹
      </Button>
      <Button size="xs" variant="outline" aria-label={t('admin.common.nextPage')} disabled={to >= total} onClick={() => onPage(page + 1)}>
        ›
      </Button>
    </HStack>
  );
}
