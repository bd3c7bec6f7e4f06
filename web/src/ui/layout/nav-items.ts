/**
 * The side menu, grouped as the spec lists it, and who sees what. The same table labels the
 * breadcrumbs.
 */
import type { Role } from '@portal/contract/rules';
import {
  BarChart3, Bell, Building2, CalendarDays, CreditCard, FolderTree, LayoutDashboard, Package, Settings, ShoppingCart,
  Store, Tags, Truck, User, Users, ClipboardList, LineChart, ScanLine, History,
} from 'lucide-react';
import type { ComponentType } from 'react';
import type { MessageKey } from '../../lib/i18n/i18n';
import { isAdmin, isShopper, isSuperAdmin } from '../../lib/session/roles';
import type { FileRouteTypes } from '../../routeTree.gen';

export type AppPath = FileRouteTypes['to'];

export interface NavItem {
  path: AppPath;
  label: MessageKey;
  icon: ComponentType<{ size?: number }>;
}

export interface NavGroup {
  id: string;
  label?: MessageKey;
  items: NavItem[];
}

const shopperItems: NavItem[] = [
  { path: '/products', label: 'nav.products', icon: Package },
  { path: '/quick-order', label: 'nav.quickOrder', icon: ScanLine },
  { path: '/cart', label: 'nav.cart', icon: ShoppingCart },
  { path: '/orders', label: 'nav.orders', icon: ClipboardList },
  { path: '/events', label: 'nav.events', icon: CalendarDays },
  { path: '/profile', label: 'nav.profile', icon: User },
];

const adminItems: NavItem[] = [
  { path: '/admin/dashboard', label: 'nav.adminDashboard', icon: LayoutDashboard },
  { path: '/admin/products', label: 'nav.adminProducts', icon: Package },
  { path: '/admin/vendors', label: 'nav.adminVendors', icon: Store },
  { path: '/admin/orders', label: 'nav.adminOrders', icon: ClipboardList },
  { path: '/admin/users', label: 'nav.adminUsers', icon: Users },
  { path: '/admin/events', label: 'nav.adminEvents', icon: CalendarDays },
  { path: '/admin/reports', label: 'nav.adminReports', icon: BarChart3 },
];

const systemItems: NavItem[] = [
  { path: '/admin/system/settings', label: 'nav.systemSettings', icon: Settings },
  { path: '/admin/system/notifications', label: 'nav.systemNotifications', icon: Bell },
  { path: '/admin/chapters', label: 'nav.chapters', icon: Building2 },
  { path: '/admin/system/categories', label: 'nav.categories', icon: FolderTree },
  { path: '/admin/system/tags', label: 'nav.tags', icon: Tags },
  { path: '/admin/system/shipping', label: 'nav.shipping', icon: Truck },
  { path: '/admin/system/payments', label: 'nav.payments', icon: CreditCard },
  { path: '/admin/system/analytics', label: 'nav.analytics', icon: LineChart },
  { path: '/admin/system/audit', label: 'nav.audit', icon: History },
];

export function navGroupsFor(role: Role | undefined): NavGroup[] {
  const dashboard: NavItem = {
    path: isAdmin(role) ? '/admin/dashboard' : '/dashboard',
    label: 'nav.dashboard',
    icon: LayoutDashboard,
  };
  const groups: NavGroup[] = [{ id: 'main', items: [dashboard, ...(isShopper(role) ? shopperItems : [])] }];
  if (isAdmin(role)) groups.push({ id: 'admin', label: 'nav.administration', items: adminItems });
  if (isSuperAdmin(role)) groups.push({ id: 'system', label: 'nav.system', items: systemItems });
  return groups;
}

/** Labels for breadcrumb segments that are not menu entries. */
export const EXTRA_LABELS: Record<string, MessageKey> = {
  '/dashboard': 'nav.dashboard',
  '/checkout': 'nav.checkout',
  '/settings': 'nav.settings',
  '/offline': 'nav.offline',
  '/admin': 'nav.administration',
  '/admin/system': 'nav.system',
};

export const PATH_LABELS: Record<string, MessageKey> = {
  ...Object.fromEntries([...shopperItems, ...adminItems, ...systemItems].map((item) => [item.path, item.label])),
  ...EXTRA_LABELS,
};
