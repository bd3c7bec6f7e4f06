import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { maskSecret, type VendorAdmin } from '@portal/contract/vendors';
import type { ReactNode } from 'react';
import { AdminDialog } from '../kit/admin-dialog';
import { ActiveChip } from '../kit/status-chip';
import { HistoryPanel } from '../kit/history/history-panel';
import { t } from '../../../lib/i18n/i18n';

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap="0">
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text as="div">{children || '-'}</Text>
  </Stack>
);

/** The same mask for everyone on screen; the server already masks for plain admins. */
const mask = (s: string | null) => maskSecret(s) ?? '-';

export function VendorDetailsDialog({ vendor, onEdit, onClose }: { vendor: VendorAdmin | null; onEdit: () => void; onClose: () => void }) {
  return (
    <AdminDialog
      open={Boolean(vendor)}
      title={t('admin.vendors.details')}
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('admin.common.close')}
          </Button>
          <Button colorPalette="primary" onClick={onEdit}>
            {t('admin.vendors.edit')}
          </Button>
        </>
      }
    >
      {vendor && (
        <Stack gap="4">
          <Heading size="sm">{t('admin.vendors.companyInfo')}</Heading>
          <SimpleGrid columns={2} gap="3">
            <Item label={t('admin.vendors.companyName')}>{vendor.name}</Item>
            <Item label={t('admin.vendors.contact')}>{vendor.contactName}</Item>
            <Item label={t('admin.vendors.email')}>{vendor.email}</Item>
            <Item label={t('admin.vendors.phone')}>{vendor.phone}</Item>
            <Item label={t('admin.vendors.status')}>
              <ActiveChip active={vendor.isActive} />
            </Item>
          </SimpleGrid>
          <Heading size="sm">{t('admin.vendors.address')}</Heading>
          <Text>
            {vendor.address}, {vendor.city}, {vendor.state} {vendor.zipCode}
          </Text>
          <Heading size="sm">{t('admin.vendors.financialInfo')}</Heading>
          <SimpleGrid columns={3} gap="3">
            <Item label={t('admin.vendors.taxId')}>{vendor.taxId}</Item>
            <Item label={t('admin.vendors.bankAccount')}>{mask(vendor.bankAccount)}</Item>
            <Item label={t('admin.vendors.routingNumber')}>{mask(vendor.routingNumber)}</Item>
          </SimpleGrid>
          <Heading size="sm">{t('admin.vendors.statistics')}</Heading>
          <SimpleGrid columns={3} gap="3">
            <Item label={t('admin.vendors.products')}>{String(vendor.counts.products)}</Item>
            <Item label={t('admin.vendors.orders')}>{String(vendor.counts.vendorOrders)}</Item>
            <Item label={t('admin.vendors.payments')}>{String(vendor.counts.payments)}</Item>
          </SimpleGrid>
          <HistoryPanel entity="vendor" entityId={vendor.id} />
        </Stack>
      )}
    </AdminDialog>
  );
}
