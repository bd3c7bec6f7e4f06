import { Alert, Button } from '@chakra-ui/react';
import type { VendorAdmin } from '@portal/contract/vendors';
import { isAdmin } from '../../../lib/session/roles';
import { useSession } from '../../../lib/session/use-session';
import { messageOf, roleLabel } from '../kit/format';
import { useList } from '../kit/list-search';
import { activationActions } from '../kit/bulk-actions';
import { ResourcePage, dispatch, useResourcePage } from '../kit/resource-page';
import { saveWith } from '../kit/row-changes';
import { ErrorAlert } from '../kit/states';
import { ImportButton } from '../kit/import/import-button';
import { vendorColumns } from './vendor-columns';
import { VendorDetailsDialog } from './vendor-details-dialog';
import { vendorChips, VendorFiltersBar } from './vendor-filters';
import { emptyVendor, vendorSaveError, vendorSecretHints, vendorToForm } from './vendor-form';
import { VendorFormDialog } from './vendor-form-dialog';
import { useVendorAction, vendorList, type VendorPayload } from './vendors-api';
import { t, useI18n } from '../../../lib/i18n/i18n';

export function VendorsPage() {
  useI18n();
  const { user } = useSession();
  const canManage = isAdmin(user?.role);
  const list = useList(vendorList);
  const { query } = list;
  const action = useVendorAction();
  const page = useResourcePage<VendorAdmin>();
  const refresh = () => void query.refetch();

  const save = saveWith<VendorPayload>(page, action.mutateAsync, { created: t('admin.vendors.created'), updated: t('admin.vendors.updated') });
  const onAction = dispatch<VendorAdmin, string>({
    view: page.view,
    edit: page.edit,
    toggle: (vendor) =>
      page.run(action.mutateAsync({ kind: 'update', id: vendor.id, body: { isActive: !vendor.isActive } }), {
        done: vendor.isActive ? t('admin.vendors.deactivated') : t('admin.vendors.activated'),
        failed: (e) => messageOf(e, t('admin.vendors.statusFailed')),
      }),
    delete: (vendor) =>
      page.confirm({
        title: t('admin.vendors.deleteTitle'),
        lines: [t('admin.confirm.deleteNamed', { name: vendor.name }), t('admin.confirm.cannotBeUndone')],
        run: () => action.mutateAsync({ kind: 'delete', id: vendor.id }),
        done: t('admin.vendors.deleted'),
        failed: (e) => messageOf(e, t('admin.vendors.deleteFailed')),
      }),
  });

  const editing = page.editing;
  return (
    <ResourcePage
      page={page}
      list={list}
      title={t('admin.vendors.title')}
      subtitle={user ? t('admin.common.loggedInAs', { email: user.email, role: roleLabel(user.role) }) : undefined}
      actions={
        <>
          <ImportButton kind="vendors" disabled={!canManage} />
          <Button size="sm" colorPalette="primary" disabled={!canManage} onClick={() => page.edit(null)}>
            {t('admin.vendors.add')}
          </Button>
        </>
      }
      notice={
        <>
          {!user && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{t('admin.access.notAuthenticated')}</Alert.Title>
            </Alert.Root>
          )}
          {user && !canManage && <ErrorAlert message={t('admin.access.vendors')} />}
        </>
      }
      fetchFailed={t('admin.vendors.fetchFailed')}
      onRetry={refresh}
      chips={vendorChips(list.filters)}
      filters={<VendorFiltersBar value={list.filters} onChange={list.patch} onClear={list.reset} onRefresh={refresh} />}
      bulk={{ resource: 'vendors', actions: activationActions(), rowId: (v) => v.id, rowLabel: (v) => v.name }}
      exportCsv="vendors"
      table={{ label: t('admin.vendors.table'), columns: vendorColumns(canManage, onAction), rows: query.data?.vendors, empty: t('admin.vendors.empty'), total: query.data?.pagination.total ?? 0 }}
    >
      {editing && (
        <VendorFormDialog
          editing={Boolean(editing.item)}
          initial={editing.item ? vendorToForm(editing.item) : emptyVendor}
          secretHints={vendorSecretHints(editing.item)}
          pending={action.isPending}
          serverError={page.saveError ? vendorSaveError(page.saveError) : null}
          onSubmit={save}
          onClose={page.closeEdit}
        />
      )}
      <VendorDetailsDialog vendor={page.viewing} onClose={page.closeView} onEdit={() => page.viewing && page.editFromDetails(page.viewing)} />
    </ResourcePage>
  );
}
