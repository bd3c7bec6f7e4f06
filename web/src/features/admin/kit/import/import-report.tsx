import { Badge, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import type { ImportReport, ImportRowError } from '@portal/contract/imports';
import { t } from '../../../../lib/i18n/i18n';
import { isRuleCode, ruleText } from '../../../../lib/i18n/errors';

/** The counts of a checked or applied file. */
export function ImportSummary({ report }: { report: ImportReport }) {
  const items = [
    { label: t('admin.import.summary.total'), value: report.totalRows, color: 'gray' },
    { label: t('admin.import.summary.create'), value: report.created, color: 'green' },
    { label: t('admin.import.summary.update'), value: report.updated, color: 'blue' },
    { label: t('admin.import.summary.unchanged'), value: report.unchanged, color: 'gray' },
    // Once applied, the rows in error were left out: skipped.
    report.applied && report.skipped > 0
      ? { label: t('admin.import.summary.skipped'), value: report.skipped, color: 'orange' }
      : { label: t('admin.import.summary.errors'), value: report.errorRows, color: report.errorRows ? 'red' : 'gray' },
  ];
  return (
    <Wrap gap="2" role="list">
      {items.map((i) => (
        <Badge key={i.label} role="listitem" size="lg" variant="subtle" colorPalette={i.color}>
          {i.label}: {i.value}
        </Badge>
      ))}
    </Wrap>
  );
}

/** The file's read-only columns (a list export's ID, Created...), which the import reads past. */
export function IgnoredColumns({ report }: { report: ImportReport }) {
  if (!report.ignoredColumns?.length) return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      {t('admin.import.ignoredColumns', { columns: report.ignoredColumns.join(', ') })}
    </Text>
  );
}

/**
 * A refusal in the active language by its code and figures: a field's rule as a form words it
 * (the column named by its header), the import's own refusals by their code; an older server's
 * text as it came, if no code.
 */
function rowMessage(message: string, error: ImportRowError | undefined): string {
  if (!error) return message;
  const { field, ...figures } = error.params ?? {};
  if (isRuleCode(error.code)) return ruleText({ code: error.code, figures }, field === undefined ? '' : String(field));
  return t(`admin.import.rowError.${error.code}`, error.params);
}

/**
 * One line per field in error, in file order, so a person can fix the file row by row; when the
 * other rows can be applied alone, it says so instead of asking for the file to be fixed.
 */
export function RowErrors({ report, keyLabel, validOnly = false }: { report: ImportReport; keyLabel: string; validOnly?: boolean }) {
  const lines = report.rows.flatMap((row) => Object.entries(row.errors ?? {}).map(([field, message]) => ({ key: `${row.line}-${field}`, line: row.line, sku: row.sku, field, message: rowMessage(message, row.errorCodes?.[field]) })));
  if (lines.length === 0) return null;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">{t('admin.import.errorsTitle')}</Text>
      <Text fontSize="sm" color="fg.muted">
        {validOnly ? t('admin.import.fixOrSkip') : t('admin.import.fixAndRetry')}
      </Text>
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="64" tabIndex={0}>
        <Table.Root size="sm" stickyHeader aria-label={t('admin.import.errorsTitle')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin.import.col.line')}</Table.ColumnHeader>
              <Table.ColumnHeader>{keyLabel}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.import.col.field')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.import.col.message')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((l) => (
              <Table.Row key={l.key}>
                <Table.Cell>{l.line}</Table.Cell>
                <Table.Cell>{l.sku || '-'}</Table.Cell>
                <Table.Cell>{l.field}</Table.Cell>
                <Table.Cell whiteSpace="normal">{l.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
