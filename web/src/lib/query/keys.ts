/**
 * Query-key factories, one per domain. Features add their own here so that invalidations hit
 * exact keys (orderKeys.list(params), never everything).
 */
export const userKeys = {
  all: ['users'] as const,
  profile: () => [...userKeys.all, 'profile'] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

export const eventKeys = {
  all: ['events'] as const,
  list: (params: Record<string, unknown> = {}) => [...eventKeys.all, 'list', params] as const,
  detail: (id: number) => [...eventKeys.all, 'detail', id] as const,
};

export const orderKeys = {
  all: ['orders'] as const,
  list: (params: Record<string, unknown> = {}) => [...orderKeys.all, 'list', params] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
};

export const settingsKeys = {
  all: ['settings'] as const,
};

/** Back office: one family per admin screen; lists carry their params, stats stand alone. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  lists: (screen: string) => [...adminKeys.all, screen, 'list'] as const,
  list: (screen: string, params: Record<string, unknown>) => [...adminKeys.lists(screen), params] as const,
  stats: (screen: string) => [...adminKeys.all, screen, 'stats'] as const,
  activeChapters: () => [...adminKeys.all, 'chapters', 'active'] as const,
};
