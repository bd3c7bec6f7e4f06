/**
 * Business constants shared by the API and the web app. Rates are in basis points
 * (1 bp = 0.01 %), so every money computation stays in integers.
 */
export const ROLES = ['SUPER_ADMIN', 'ADMIN', 'CHAPTER', 'USER'] as const;
export type Role = (typeof ROLES)[number];

/** Who may call a route, by group (the role matrix names the same groups). */
export const ADMINS = ['ADMIN', 'SUPER_ADMIN'] as const satisfies readonly Role[];
export const SUPER_ADMINS = ['SUPER_ADMIN'] as const satisfies readonly Role[];
export const SHOPPERS = ['CHAPTER', 'USER'] as const satisfies readonly Role[];
export const EVERYONE = ['USER', 'CHAPTER', 'ADMIN', 'SUPER_ADMIN'] as const satisfies readonly Role[];

/** The back office's roles: they see every chapter's records and inactive catalogue rows. */
export const isAdmin = (role: Role): boolean => role === 'ADMIN' || role === 'SUPER_ADMIN';

export const ROLE_LABELS: Record<Role, string> = {
  SUPER_ADMIN: 'Super Admin',
  ADMIN: 'Admin',
  CHAPTER: 'Chapter',
  USER: 'User',
};

export const PAYMENT_METHODS = ['ACH', 'DEBIT_CARD', 'CREDIT_CARD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  ACH: 'ACH (Bank Transfer)',
  DEBIT_CARD: 'Debit Card',
  CREDIT_CARD: 'Credit Card',
};

export const ORDER_STATUSES = ['PENDING', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const isOrderStatus = (value: unknown): value is OrderStatus => (ORDER_STATUSES as readonly unknown[]).includes(value);

export const PAYMENT_STATUSES = ['PENDING', 'COMPLETED', 'FAILED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Tax is 8 % of the subtotal. */
export const DEFAULT_TAX_RATE_BPS = 800;

/**
 * Processing fee per method. ACH 2 % and debit card 4 % come from the spec; the spec does not
 * give a credit card rate, so the default is 3 % (a typical card-not-present rate), editable by a
 * super admin in Payment Settings. See docs/decisions/002-money-in-cents.md.
 */
export const DEFAULT_FEE_RATES_BPS: Record<PaymentMethod, number> = {
  ACH: 200,
  DEBIT_CARD: 400,
  CREDIT_CARD: 300,
};

/** Free shipping message threshold: orders over $50 (informational only). */
export const DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS = 5000;
export const RETURN_POLICY_DAYS = 30;

export const PRODUCT_PAGE_SIZE = 20;
export const PRODUCT_SKELETON_COUNT = 8;
export const ADMIN_PAGE_SIZES = [5, 10, 25, 50] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const PRODUCT_SORTS = ['name', 'price', 'createdAt', 'updatedAt'] as const;
export const ORDER_SORTS = ['createdAt', 'updatedAt', 'total', 'status', 'orderNumber'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
/** What the back-office lists can be sorted by (their column headers). */
export const USER_SORTS = ['name', 'email', 'role', 'createdAt'] as const;
export const VENDOR_SORTS = ['name', 'city', 'state', 'createdAt'] as const;
/** An event's derived status (events.ts `eventStatus`), also a filter of the events list. */
export const EVENT_STATUSES = ['Upcoming', 'Active', 'Past', 'Inactive'] as const;
export const EVENT_SORTS = ['name', 'startDate', 'endDate', 'createdAt'] as const;
export const CHAPTER_SORTS = ['name', 'city', 'state', 'createdAt'] as const;
export const TAXONOMY_SORTS = ['name', 'productCount', 'createdAt'] as const;

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const API_BASE_PATH = '/api/v1';

/**
 * The device marker (decision 030): the app sends what its storage holds in this header, `c` then
 * 1 or 0 for a catalogue, `w` then the count of orders not yet sent, and the API sets it back as
 * this cookie, which outlives the browser clearing the site's storage.
 */
export const DEVICE_STATE_HEADER = 'x-device-state';
export const DEVICE_MARKER_COOKIE = 'portal_device';
export const DEVICE_STATE_PATTERN = /^c[01]w\d{1,4}$/;
/** The marker cookies live 400 days, the longest a browser keeps a cookie. */
export const DEVICE_MARKER_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
export const API_TIMEOUT_MS = 30_000;

export const SIDE_DRAWER_WIDTH = 280;

export const DASHBOARD_TOP = { events: 5, vendors: 5, categories: 6, chapters: 6 } as const;
export const CHAPTER_PICKER_LIMIT = 100;
export const EVENT_DESCRIPTION_CUT = 100;
export const PRODUCT_ROW_CATEGORY_CHIPS = 2;

/** Idempotency records live at least this long so a device offline for weeks can still replay. */
export const IDEMPOTENCY_RETENTION_DAYS = 30;
/** Tombstones older than this are purged; a sync cursor older than the oldest kept one resets. */
export const TOMBSTONE_RETENTION_DAYS = 90;
export const SYNC_PAGE_MAX = 5000;

/**
 * The largest order total: $10,000,000.00. Money columns are 32-bit integers of cents (at most
 * $21,474,836.47), and 200 lines of 10,000 units could pass that; the bound keeps every total,
 * vendor share and line of an accepted order storable. The cart checks it too.
 */
export const MAX_ORDER_TOTAL_CENTS = 1_000_000_000;

/** Dates the API accepts (filters, events, order times): these years, inclusive, in UTC. */
export const DATE_YEARS = { min: 2000, max: 2100 } as const;
export const SYNC_PAGE_DEFAULT = 2000;

/**
 * The two-letter codes a chapter's or a vendor's state may take: the 50 states, the District of
 * Columbia and the five inhabited territories, as the Postal Service writes them (decision 025).
 */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND',
  'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'AS', 'GU', 'MP', 'PR', 'VI',
] as const;
export type UsState = (typeof US_STATES)[number];

export const PRODUCT_NAME = 'Chapter Portal';
