import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { VendorAdmin } from '@portal/contract/vendors';
import type { ReactNode } from 'react';
import { AdminDialog } from '../kit/admin-dialog';
import { ActiveChip } from '../kit/status-chip';

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap="0">
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text as="div">{children || '-'}</Text>
  </Stack>
);

/** Masks all but the last four characters; the server already masks for plain admins. */
const mask = (s: string | null) => (s ? `${'•'.repeat(Math.max(0, s.length - 4))}${s.slice(-4)}` : '-');

export function VendorDetailsDialog({ vendor, onEdit, onClose }: { vendor: VendorAdmin | null; onEdit: () => void; onClose: () => void }) {
  return (
    <AdminDialog
      open={Boolean(vendor)}
      title="Vendor Details"
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button colorPalette="primary" onClick={onEdit}>
            Edit Vendor
          </Button>
        </>
      }
    >
      {vendor && (
        <Stack gap="4">
          <Heading size="sm">Company Information</Heading>
          <SimpleGrid columns={2} gap="3">
            <Item label="Company Name">{vendor.name}</Item>
            <Item label="Contact">{vendor.contactName}</Item>
            <Item label="Email">{vendor.email}</Item>
            <Item label="Phone">{vendor.phone}</Item>
            <Item label="Status">
              <ActiveChip active={vendor.isActive} />
            </Item>
          </SimpleGrid>
          <Heading size="sm">Address</Heading>
          <Text>
            {vendor.address}, {vendor.city}, {vendor.state} {vendor.zipCode}
          </Text>
          <Heading size="sm">Financial Information</Heading>
          <SimpleGrid columns={3} gap="3">
            <Item label="Tax ID">{vendor.taxId}</Item>
            <Item label="Bank Account">{mask(vendor.bankAccount)}</Item>
            <Item label="Routing Number">{mask(vendor.routingNumber)}</Item>
          </SimpleGrid>
          <Heading size="sm">Statistics</Heading>
          <SimpleGrid columns={3} gap="3">
            <Item label="Products">{String(vendor.counts.products)}</Item>
            <Item label="Orders">{String(vendor.counts.vendorOrders)}</Item>
            <Item label="Payments">{String(vendor.counts.payments)}</Item>
          </SimpleGrid>
        </Stack>
      )}
    </AdminDialog>
  );
}
