import { Button, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ADMIN_PAGE_SIZES } from '@portal/contract/rules';
import { t } from '../../../lib/i18n/i18n';

interface Props {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Rows per page 5/10/25/50, first/previous/next/last and a page jump; page is 0-based. */
export function TablePager({ total, page, pageSize, onPage, onPageSize }: Props) {
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const last = pages - 1;
  return (
    <HStack justify="flex-end" gap="3" py="2" flexWrap="wrap">
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
      <Text fontSize="sm">{t('admin.common.range', { from, to, total })}</Text>
      <HStack gap="1">
        <Button size="xs" variant="outline" aria-label={t('admin.common.firstPage')} disabled={page === 0} onClick={() => onPage(0)}>
          «
        </Button>
        <Button size="xs" variant="outline" aria-label={t('admin.common.previousPage')} disabled={page === 0} onClick={() => onPage(page - 1)}>
          ‹
        </Button>
        <PageJump key={`${page}/${pages}`} page={page} pages={pages} onPage={onPage} />
        <Button size="xs" variant="outline" aria-label={t('admin.common.nextPage')} disabled={to >= total} onClick={() => onPage(page + 1)}>
          ›
        </Button>
        <Button size="xs" variant="outline" aria-label={t('admin.common.lastPage')} disabled={page >= last} onClick={() => onPage(last)}>
          »
        </Button>
      </HStack>
    </HStack>
  );
}

/** "Page [n] of N": Enter or leaving the box goes there (within 1..N); anything else is put back. */
function PageJump({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const [text, setText] = useState(String(page + 1));
  const go = () => {
    const n = Number(text);
    if (!Number.isInteger(n) || text.trim() === '') return setText(String(page + 1));
    const target = Math.min(Math.max(n, 1), pages) - 1;
    setText(String(target + 1));
    if (target !== page) onPage(target);
  };
  return (
    <HStack gap="1" px="1">
      <Input
        size="xs"
        width="12"
        textAlign="center"
        inputMode="numeric"
        aria-label={t('admin.common.goToPage')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={go}
        onKeyDown={(e) => {
          if (e.key === 'Enter') go();
        }}
      />
      <Text fontSize="sm" whiteSpace="nowrap">
        {t('admin.common.ofPages', { pages })}
      </Text>
    </HStack>
  );
}
