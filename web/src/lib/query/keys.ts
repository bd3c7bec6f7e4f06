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
