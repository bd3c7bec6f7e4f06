import { Badge, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PublicUser } from '@portal/contract/auth';
import { ROLE_LABELS } from '@portal/contract/rules';
import { AdminDialog } from '../kit/admin-dialog';
import { fullName, longDateTime } from '../kit/format';
import { ActiveChip } from '../kit/status-chip';

const Item = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Stack gap="0">
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text as="div">{children}</Text>
  </Stack>
);

export function UserDetailsDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const c = user?.chapter;
  return (
    <AdminDialog open={Boolean(user)} title="User Details" onClose={onClose} size="lg">
      {user && (
        <Stack gap="5">
          <Heading size="sm">Personal Information</Heading>
          <SimpleGrid columns={2} gap="3">
            <Item label="Name">{fullName(user)}</Item>
            <Item label="Email">{user.email}</Item>
            <Item label="Role">
              <Badge>{ROLE_LABELS[user.role] ?? user.role}</Badge>
            </Item>
          </SimpleGrid>
          <Heading size="sm">Account Information</Heading>
          <SimpleGrid columns={2} gap="3">
            <Item label="Status">
              <ActiveChip active={user.isActive} />
            </Item>
            <Item label="Created">{longDateTime(user.createdAt)}</Item>
            <Item label="Last Updated">{longDateTime(user.updatedAt)}</Item>
          </SimpleGrid>
          <Heading size="sm">Chapter Information</Heading>
          {c ? (
            <SimpleGrid columns={2} gap="3">
              <Item label="Name">{c.name}</Item>
              <Item label="Address">{c.address}</Item>
              <Item label="City">{c.city}</Item>
              <Item label="State">{c.state}</Item>
              <Item label="ZIP Code">{c.zipCode}</Item>
            </SimpleGrid>
          ) : (
            <Text color="fg.muted">No chapter</Text>
          )}
        </Stack>
      )}
    </AdminDialog>
  );
}
