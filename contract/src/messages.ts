/**
 * Every validation, error and access text the API gives, exactly as the two spec documents word
 * them. Words only the web shows (titles, confirmations, loading) live in its catalogues.
 */
export const MSG = {
  // Shopper side: sign in and registration
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordComplexity:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  firstNameMax: 'First name must be less than 50 characters',
  lastNameMax: 'Last name must be less than 50 characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDontMatch: "Passwords don't match",
  zipInvalid: 'Please enter a valid ZIP code',
  phoneInvalid: 'Please enter a valid phone number',
  taxIdInvalid: 'Please enter a valid tax ID',
  loginSuccess: 'Login successful!',
  registrationSuccess: (product: string) => `Registration successful! Welcome to ${product}!`,
  noRefreshToken: 'No refresh token available',
  productNotFound: 'Product not found.',
  invalidPackSize: 'Pack size must be a whole number from 1 to 10000',
  invalidMinOrder: 'Minimum order must be an amount of at least $0.00',

  // Back office
  fillRequired: 'Please fill in all required fields',
  invalidPrice: 'Please enter a valid price',
  companyNameRequired: 'Company name is required',
  companyNameMax: 'Company name must not exceed 100 characters',
  contactNameRequired: 'Contact name is required',
  contactNameMax: 'Contact name must not exceed 100 characters',
  validEmailRequired: 'Valid email is required',
  phoneMax: 'Phone must not exceed 20 characters',
  addressRequired: 'Address is required',
  addressMax: 'Address must not exceed 200 characters',
  cityRequired: 'City is required',
  cityMax: 'City must not exceed 50 characters',
  stateRequired: 'State is required',
  stateMax: 'State must not exceed 50 characters',
  zipRequired: 'ZIP code is required',
  zipMax: 'ZIP code must not exceed 20 characters',
  taxIdMax: 'Tax ID must not exceed 50 characters',
  bankAccountMax: 'Bank account must not exceed 100 characters',
  routingNumberMax: 'Routing number must not exceed 50 characters',
  bankAccountMasked: 'Enter the full bank account number, or leave it empty to keep the current one',
  routingNumberMasked: 'Enter the full routing number, or leave it empty to keep the current one',
  cannotDeactivateSelf: 'Cannot deactivate your own account',
  cannotDeleteSelf: 'Cannot delete your own account',
  eventNameRequired: 'Event name is required',
  eventDatesRequired: 'Start date and end date are required',
  eventEndAfterStart: 'End date must be after start date',
  chapterRequired: 'Chapter is required',
  hasProducts: (kind: 'category' | 'tag', n: number) =>
    `This ${kind} has ${n} associated products and cannot be deleted.`,
  emailExists: 'Email already exists. Please use a different email address.',
  eventHasOrders: 'Cannot delete event with existing orders.',
  eventConflict: 'Event dates conflict with existing event or email already exists.',
  accessDeniedAdmin: 'Access denied. Admin privileges required.',
  accessDeniedSuperAdmin: 'Access denied. Super Admin privileges required.',
  accessDeniedUsers: 'Access denied. Admin privileges required to manage users.',
  accessDeniedVendors: 'Access denied. Admin privileges required to manage vendors.',
  accessDeniedInsufficient: 'Access denied. Insufficient permissions.',
  vendorHasDependents: 'Cannot delete a vendor that has products or orders. Deactivate it instead.',
  chapterHasOrders: 'Cannot delete a chapter that has orders. Deactivate it instead.',
  stateInvalid: 'State must be a valid US state code',
  routingNumberInvalid: 'Routing number must be 9 digits with a valid check digit',
  bankAccountInvalid: 'Bank account must be 4 to 17 digits',

  // Offline ordering
  orderKeyReused: 'This order id was already used for a different order',
  orderInProgress: 'This order is already being processed',
  orderTooLarge: 'This order is too large: an order can total at most $10,000,000.00. Please split it into smaller orders.',

  // Dependencies that fail
  databaseUnavailable: 'The service is temporarily unavailable: the database cannot be reached. Please try again in a few seconds.',
  requestTimedOut: 'The request took too long to complete. Please try again in a few seconds.',
} as const;

/** '<Field> is required', the spec's rule for required fields without a message of their own. */
export const required = (label: string) => `${label} is required`;
/** Max-length rule for fields the spec lists without a message of its own. */
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/**
 * What a 404 (or a reference to a missing record) says of each kind of record: the API words it so,
 * and clients show these texts in their language by these exact words.
 */
export const NOT_FOUND = {
  product: MSG.productNotFound,
  vendor: 'Vendor not found',
  user: 'User not found',
  order: 'Order not found',
  category: 'Category not found',
  tag: 'Tag not found',
  notification: 'Notification not found',
  event: 'Event not found',
  chapter: 'Chapter not found',
  image: 'Image not found',
  savedCart: 'Saved cart not found',
} as const;
