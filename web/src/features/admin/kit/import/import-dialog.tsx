import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { IMPORT_FILE_MESSAGES, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportFileErrorCode, type ImportReport } from '@portal/contract/imports';
import { ApiError } from '../../../../lib/api/api-error';
import { t } from '../../../../lib/i18n/i18n';
import { AdminDialog } from '../admin-dialog';
import { ConfirmDialog } from '../confirm-dialog';
import { messageOf } from '../format';
import { downloadTemplate, useImport, type ImportKind } from './import-api';
import { IgnoredColumns, ImportSummary, RowErrors } from './import-report';

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

const isFileCode = (code: string | undefined): code is ImportFileErrorCode => code !== undefined && code in IMPORT_FILE_MESSAGES;

/**
 * Why a check or an import failed, in the chosen language: a file refused as a whole by its code
 * and figures, a file refused for its rows with how many, from the report the server sends.
 */
function importError(error: unknown): string {
  if (error instanceof ApiError && isFileCode(error.code)) {
    const params = (error.data ?? {}) as Record<string, string | number>;
    return t(`admin.import.fileError.${error.code}`, params);
  }
  const errorRows = error instanceof ApiError && error.code === 'IMPORT_HAS_ERRORS' ? (error.data as Partial<ImportReport> | null)?.errorRows : undefined;
  if (typeof errorRows === 'number') return t('admin.import.hasErrors', { count: errorRows });
  return messageOf(error, t('admin.import.failed'));
}

/** What an applied file did, skipped rows named when some were left out. */
const doneText = (r: ImportReport) =>
  r.skipped > 0
    ? t('admin.import.doneSkipped', { created: r.created, updated: r.updated, unchanged: r.unchanged, skipped: r.skipped })
    : t('admin.import.done', { created: r.created, updated: r.updated, unchanged: r.unchanged });

/**
 * Import Products or Vendors: choose a CSV file, check it (a dry run listing every row's errors),
 * then apply it after a confirmation that says how many records it creates and updates. When some
 * rows have errors the admin may apply the others only; a row in error is left out whole.
 */
export function ImportDialog({ kind, onClose }: { kind: ImportKind; onClose: () => void }) {
  const T = TEXTS[kind];
  const input = useRef<HTMLInputElement>(null);
  const call = useImport(kind);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [checked, setChecked] = useState<ImportReport | null>(null);
  const [applied, setApplied] = useState<ImportReport | null>(null);
  const [confirming, setConfirming] = useState<'all' | 'valid' | null>(null);
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
      { text: file.text, dryRun: false, validOnly: confirming === 'valid' },
      {
        onSuccess: (report) => setApplied(report),
        onError: (e) => setError(importError(e)),
        onSettled: () => setConfirming(null),
      },
    );
  const template = () => downloadTemplate(kind).catch((e: unknown) => setError(messageOf(e, t('admin.import.templateFailed'))));

  const changes = checked ? checked.created + checked.updated : 0;
  const canApply = Boolean(checked && checked.errorRows === 0 && changes > 0 && !applied);
  // Some rows are refused and others would change something: the admin may apply those alone.
  const canApplyValid = Boolean(checked && checked.errorRows > 0 && changes > 0 && !applied);
  const footer = (
    <>
      <Button variant="outline" onClick={onClose}>
        {t('admin.common.close')}
      </Button>
      {applied ? (
        <Button colorPalette="primary" onClick={reset}>
          {t('admin.import.another')}
        </Button>
      ) : canApplyValid ? (
        <Button colorPalette="primary" onClick={() => setConfirming('valid')}>
          {t('admin.import.applyValid', { count: changes })}
        </Button>
      ) : (
        <Button colorPalette="primary" disabled={!canApply} onClick={() => setConfirming('all')}>
          {t('admin.import.apply')}
        </Button>
      )}
    </>
  );
  const confirmLines = !checked
    ? []
    : confirming === 'valid'
      ? [T.confirmLine({ created: checked.created, updated: checked.updated, unchanged: checked.unchanged }), t('admin.import.confirmSkipped', { count: checked.errorRows })]
      : [T.confirmLine({ created: checked.created, updated: checked.updated, unchanged: checked.unchanged })];

  return (
    <>
      <AdminDialog open title={T.title()} size="xl" onClose={onClose} footer={footer}>
        <Stack gap="4">
          <Text fontSize="sm">{T.intro()}</Text>
          <Button variant="plain" size="sm" colorPalette="primary" alignSelf="start" px="0" textDecoration="underline" onClick={() => void template()}>
            {t('admin.import.template')}
          </Button>
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
                <Button size="sm" colorPalette="primary" disabled={!file} loading={call.isPending && confirming === null} onClick={check}>
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
                <Alert.Title>{doneText(applied)}</Alert.Title>
              </Alert.Root>
              <ImportSummary report={applied} />
            </Stack>
          ) : (
            checked && (
              <Stack gap="3">
                <ImportSummary report={checked} />
                <IgnoredColumns report={checked} />
                {checked.errorRows === 0 && <Text color={changes ? 'green.fg' : 'fg.muted'}>{changes ? t('admin.import.ready') : T.nothingToDo()}</Text>}
                <RowErrors report={checked} keyLabel={T.key()} validOnly={canApplyValid} />
              </Stack>
            )
          )}
        </Stack>
      </AdminDialog>
      <ConfirmDialog
        open={confirming !== null}
        title={T.confirmTitle()}
        lines={confirmLines}
        confirmLabel={confirming === 'valid' ? t('admin.import.applyValid', { count: changes }) : t('admin.import.apply')}
        danger={false}
        pending={call.isPending}
        onConfirm={apply}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
