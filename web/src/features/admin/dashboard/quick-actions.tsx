import { Button, Card, Heading, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { t } from '../../../lib/i18n/i18n';

const ACTIONS = [
  { to: '/admin/products', label: 'admin.dashboard.manageProducts' },
  { to: '/admin/vendors', label: 'admin.dashboard.manageVendors' },
  { to: '/admin/orders', label: 'admin.dashboard.manageOrders' },
  { to: '/admin/users', label: 'admin.dashboard.manageUsers' },
  { to: '/admin/reports', label: 'admin.dashboard.viewReports' },
] as const;

export function QuickActions() {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading size="md">{t('admin.dashboard.quickActions')}</Heading>
      </Card.Header>
      <Card.Body>
        <Wrap gap="3">
          {ACTIONS.map((a) => (
            <Button key={a.to} asChild variant="outline" size="sm">
              <Link to={a.to}>{t(a.label)}</Link>
            </Button>
          ))}
        </Wrap>
      </Card.Body>
    </Card.Root>
  );
}
