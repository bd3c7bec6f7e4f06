import { Button, Card, Heading, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

const ACTIONS = [
  { to: '/admin/products', label: 'Manage Products' },
  { to: '/admin/vendors', label: 'Manage Vendors' },
  { to: '/admin/orders', label: 'Manage Orders' },
  { to: '/admin/users', label: 'Manage Users' },
  { to: '/admin/reports', label: 'View Reports' },
] as const;

export function QuickActions() {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading size="md">Quick Actions</Heading>
      </Card.Header>
      <Card.Body>
        <Wrap gap="3">
          {ACTIONS.map((a) => (
            <Button key={a.to} asChild variant="outline" size="sm">
              <Link to={a.to}>{a.label}</Link>
            </Button>
          ))}
        </Wrap>
      </Card.Body>
    </Card.Root>
  );
}
