import { Alert, Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MSG } from '@portal/contract/messages';
import type { VendorAdmin } from '@portal/contract/vendors';
import { isAdmin } from '../../../lib/session/roles';
import { useSession } from '../../../lib/session/use-session';
import { notify } from '../../../ui/toaster';
import { DataTable } from '../kit/data-table';
import { messageOf, roleLabel } from '../kit/format';
import { PageHeader } from '../kit/page-header';
import { ErrorAlert } from '../kit/states';
import { useListState } from '../kit/use-list-state';
import { vendorColumns } from './vendor-columns';
import { VendorDetailsDialog } from './vendor-details-dialog';
import { VendorFiltersBar } from './vendor-filters';
import { emptyVendor, vendorSaveError, vendorToForm } from './vendor-form';
import { VendorFormDialog } from './vendor-form-dialog';
import { useVendorAction, vendorsQuery, type VendorPayload } from './vendors-api';
import { t, useI18n } from '../../../lib/i18n/i18n';

type Editing = { vendor: VendorAdmin | null } | null;

export function VendorsPage() {
  useI18n();
  const { user } = useSession();
  const canManage = isAdmin(user?.role);
  const list = useListState({ search: '', state: '', city: '', activeOnly: false });
  const query = useQuery(vendorsQuery(list.page, list.pageSize, list.filters));
  const action = useVendorAction();
  const [editing, setEditing] = useState<Editing>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [viewing, setViewing] = useState<VendorAdmin | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => void query.refetch();

  const open = (vendor: VendorAdmin | null) => {
    setSaveError(null);
    setEditing({ vendor });
  };
  const save = (body: VendorPayload) => {
    const id = editing?.vendor?.id;
    action.mutate(id ? { kind: 'update', id, body } : { kind: 'create', body }, {
      onSuccess: () => {
        setEditing(null);
        notify.success(id ? t('admin.vendors.updated') : t('admin.vendors.created'));
      },
      onError: (e) => setSaveError(vendorSaveError(e)),
    });
  };
  const onAction = (kind: string, vendor: VendorAdmin) => {
    if (kind === 'view') setViewing(vendor);
    if (kind === 'edit') open(vendor);
    if (kind === 'toggle')
      action.mutate({ kind: 'update', id: vendor.id, body: { isActive: !vendor.isActive } }, { onError: (e) => setError(messageOf(e, t('admin.vendors.statusFailed'))) });
    if (kind === 'delete' && window.confirm(MSG.deleteNamedConfirm(vendor.name)))
      action.mutate({ kind: 'delete', id: vendor.id }, { onError: (e) => setError(messageOf(e, t('admin.vendors.deleteFailed'))) });
  };

  return (
    <Stack gap="5">
      <PageHeader
        title={t('admin.vendors.title')}
        subtitle={user ? t('admin.common.loggedInAs', { email: user.email, role: roleLabel(user.role) }) : undefined}
        actions={
          <Button size="sm" colorPalette="primary" disabled={!canManage} onClick={() => open(null)}>
            {t('admin.vendors.add')}
          </Button>
        }
      />
      {!user && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{MSG.notAuthenticated}</Alert.Title>
        </Alert.Root>
      )}
      {user && !canManage && <ErrorAlert message={MSG.accessDeniedVendors} />}
      {error && <ErrorAlert message={error} onClose={() => setError(null)} />}
      {query.isError && <ErrorAlert message={messageOf(query.error, t('admin.vendors.fetchFailed'))} onRetry={refresh} />}
      <VendorFiltersBar value={list.filters} onChange={list.patch} onClear={list.reset} onRefresh={refresh} />
      <DataTable
        label={t('admin.vendors.table')}
        columns={vendorColumns(canManage, onAction)}
        rows={query.data?.vendors}
        rowKey={(v) => v.id}
        loading={query.isPending}
        empty={t('admin.vendors.empty')}
        total={query.data?.pagination.total ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPage={list.setPage}
        onPageSize={list.setPageSize}
      />
      {editing && (
        <VendorFormDialog
          editing={Boolean(editing.vendor)}
          initial={editing.vendor ? vendorToForm(editing.vendor) : emptyVendor}
          pending={action.isPending}
          serverError={saveError}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
      <VendorDetailsDialog
        vendor={viewing}
        onClose={() => setViewing(null)}
        onEdit={() => {
          const v = viewing;
          setViewing(null);
          if (v) open(v);
        }}
      />
    </Stack>
  );
}
