import { Alert, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportReport } from '@portal/contract/imports';
import { ApiError } from '../../../../lib/api/api-error';
import { t } from '../../../../lib/i18n/i18n';
import { AdminDialog } from '../admin-dialog';
import { ConfirmDialog } from '../confirm-dialog';
import { messageOf } from '../format';
import { templateHref, useImport, type ImportKind } from './import-api';
import { ImportSummary, RowErrors } from './import-report';

const MB = IMPORT_MAX_BYTES / 1024 / 1024;

/** The texts that differ between the product and the vendor import. */
const TEXTS = {
  products: {
    title: () => t('admin.import.title'),
    intro: () => t('admin.import.intro'),
    confirmTitle: () => t('admin.import.confirmTitle'),
    confirmLine: (p: Record<string, number>) => t('admin.import.confirmLine', p),
    nothingToDo: () => t('admin.import.nothingToDo'),
    key: () => t('admin.import.col.sku'),
  },
  vendors: {
    title: () => t('admin.import.vendors.title'),
    intro: () => t('admin.import.vendors.intro'),
    confirmTitle: () => t('admin.import.vendors.confirmTitle'),
    confirmLine: (p: Record<string, number>) => t('admin.import.vendors.confirmLine', p),
    nothingToDo: () => t('admin.import.vendors.nothingToDo'),
    key: () => t('admin.import.col.email'),
  },
};

/** Why a check or an import failed; a file refused for its rows says how many, from the report the server sends. */
function importError(error: unknown): string {
  const errorRows = error instanceof ApiError && error.code === 'IMPORT_HAS_ERRORS' ? (error.data as Partial<ImportReport> | null)?.errorRows : undefined;
  if (typeof errorRows === 'number') return t('admin.import.hasErrors', { count: errorRows });
  return messageOf(error, t('admin.import.failed'));
}

/**
 * Import Products or Vendors: choose a CSV file, check it (a dry run listing every row's errors),
 * then apply it after a confirmation that says how many records it creates and updates.
 */
export function ImportDialog({ kind, onClose }: { kind: ImportKind; onClose: () => void }) {
  const T = TEXTS[kind];
  const input = useRef<HTMLInputElement>(null);
  const call = useImport(kind);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [checked, setChecked] = useState<ImportReport | null>(null);
  const [applied, setApplied] = useState<ImportReport | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setChecked(null);
    setApplied(null);
    setError(null);
  };
  const choose = async (chosen: File | undefined) => {
    reset();
    if (!chosen) return;
    if (chosen.size > IMPORT_MAX_BYTES) return setError(t('admin.import.tooLarge', { size: MB }));
    setFile({ name: chosen.name, text: await chosen.text() });
  };
  const check = () =>
    file &&
    call.mutate(
      { text: file.text, dryRun: true },
      { onSuccess: setChecked, onError: (e) => setError(importError(e)) },
    );
  const apply = () =>
    file &&
    call.mutate(
      { text: file.text, dryRun: false },
      {
        onSuccess: (report) => setApplied(report),
        onError: (e) => setError(importError(e)),
        onSettled: () => setConfirming(false),
      },
    );

  const changes = checked ? checked.created + checked.updated : 0;
  const canApply = Boolean(checked && checked.errorRows === 0 && changes > 0 && !applied);
  const footer = (
    <>
      <Button variant="outline" onClick={onClose}>
        {t('admin.common.close')}
      </Button>
      {applied ? (
        <Button colorPalette="primary" onClick={reset}>
          {t('admin.import.another')}
        </Button>
      ) : (
        <Button colorPalette="primary" disabled={!canApply} onClick={() => setConfirming(true)}>
          {t('admin.import.apply')}
        </Button>
      )}
    </>
  );

  return (
    <>
      <AdminDialog open title={T.title()} size="xl" onClose={onClose} footer={footer}>
        <Stack gap="4">
          <Text fontSize="sm">{T.intro()}</Text>
          <Link href={templateHref(kind)} download={`${kind}-import-template.csv`} colorPalette="primary" fontSize="sm" alignSelf="start">
            {t('admin.import.template')}
          </Link>
          {!applied && (
            <Box borderWidth="2px" borderStyle="dashed" rounded="md" p="4">
              <HStack gap="3" wrap="wrap">
                <input
                  ref={input}
                  type="file"
                  hidden
                  accept=".csv,text/csv"
                  aria-label={t('admin.import.file')}
                  onChange={(e) => {
                    const chosen = e.target.files?.[0];
                    e.target.value = '';
                    void choose(chosen);
                  }}
                />
                <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
                  {t('admin.import.file')}
                </Button>
                <Text fontSize="sm" color={file ? undefined : 'fg.muted'} flex="1" minW="0" truncate>
                  {file?.name ?? t('admin.import.fileHint', { size: MB, rows: IMPORT_MAX_ROWS })}
                </Text>
                <Button size="sm" colorPalette="primary" disabled={!file} loading={call.isPending && !confirming} onClick={check}>
                  {t('admin.import.check')}
                </Button>
              </HStack>
            </Box>
          )}
          {error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          {applied ? (
            <Stack gap="3">
              <Alert.Root status="success">
                <Alert.Indicator />
                <Alert.Title>{t('admin.import.done', { created: applied.created, updated: applied.updated, unchanged: applied.unchanged })}</Alert.Title>
              </Alert.Root>
              <ImportSummary report={applied} />
            </Stack>
          ) : (
            checked && (
              <Stack gap="3">
                <ImportSummary report={checked} />
                {checked.errorRows === 0 && <Text color={changes ? 'green.fg' : 'fg.muted'}>{changes ? t('admin.import.ready') : T.nothingToDo()}</Text>}
                <RowErrors report={checked} keyLabel={T.key()} />
              </Stack>
            )
          )}
        </Stack>
      </AdminDialog>
      <ConfirmDialog
        open={confirming}
        title={T.confirmTitle()}
        lines={checked ? [T.confirmLine({ created: checked.created, updated: checked.updated, unchanged: checked.unchanged })] : []}
        confirmLabel={t('admin.import.apply')}
        pending={call.isPending}
        onConfirm={apply}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
