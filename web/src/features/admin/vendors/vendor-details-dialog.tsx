import { Stack } from '@chakra-ui/react';
import { VENDOR_RESOURCE } from '@portal/contract/resources';
import type { VendorAdmin } from '@portal/contract/vendors';
import { AdminDialog } from '../kit/admin-dialog';
import { DescribedDetails } from '../kit/described';
import { DetailsFooter } from '../kit/details-footer';
import { HistoryPanel } from '../kit/history/history-panel';
import { t } from '../../../lib/i18n/i18n';

/** The vendor description's details; bank details show the same mask for everyone (the server already masks for plain admins). */
export function VendorDetailsDialog({ vendor, onEdit, onClose }: { vendor: VendorAdmin | null; onEdit: () => void; onClose: () => void }) {
  return (
    <AdminDialog open={Boolean(vendor)} title={t('admin.vendors.details')} size="lg" onClose={onClose} footer={<DetailsFooter onClose={onClose} onEdit={onEdit} editLabel={t('admin.vendors.edit')} />}>
      {vendor && (
        <Stack gap="4">
          <DescribedDetails description={VENDOR_RESOURCE} row={vendor} cells={{ address: (x) => `${x.address}, ${x.city}, ${x.state} ${x.zipCode}` }} />
          <HistoryPanel entity="vendor" entityId={vendor.id} />
        </Stack>
      )}
    </AdminDialog>
  );
}
