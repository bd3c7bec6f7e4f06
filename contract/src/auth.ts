/**
 * Sign-in, registration, session and profile: request schemas with the spec's messages (shopper
 * spec section 5), used by the API to validate and by the web forms to show the same messages.
 */
import * as v from 'valibot';
import { wellFormedText } from './guards';
import { rule, type RuleMessage, type WordedRuleCode } from './field-rules';
import { route } from './route';
import { ROLES } from './rules';

export const email = v.pipe(
  v.string(rule('EMAIL_REQUIRED')),
  v.trim(),
  v.nonEmpty(rule('EMAIL_REQUIRED')),
  v.email(rule('EMAIL_INVALID')),
  v.maxLength(254, rule('EMAIL_INVALID')),
  v.toLowerCase(),
);

/** Sign-in password: only presence and the spec's minimum length. */
export const loginPassword = v.pipe(v.string(rule('PASSWORD_REQUIRED')), v.nonEmpty(rule('PASSWORD_REQUIRED')), v.minLength(8, rule('PASSWORD_MIN')));

/** A new password: at least 8 characters with an uppercase letter, a lowercase letter and a digit. */
export const newPassword = v.pipe(
  v.string(rule('PASSWORD_REQUIRED')),
  v.nonEmpty(rule('PASSWORD_REQUIRED')),
  v.minLength(8, rule('PASSWORD_MIN')),
  v.maxLength(128, 'Password must be at most 128 characters'),
  v.regex(/[A-Z]/, rule('PASSWORD_COMPLEXITY')),
  v.regex(/[a-z]/, rule('PASSWORD_COMPLEXITY')),
  v.regex(/\d/, rule('PASSWORD_COMPLEXITY')),
);

const requiredText = (requiredRule: WordedRuleCode, max: number, maxMessage: RuleMessage) =>
  v.pipe(
    v.string(rule(requiredRule)),
    wellFormedText(),
    v.trim(),
    v.nonEmpty(rule(requiredRule)),
    v.maxLength(max, maxMessage),
  );

export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
export const TAX_ID_PATTERN = /^\d{2}-\d{7}$/;

const optionalPattern = (pattern: RegExp, message: RuleMessage) =>
  v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((s) => (s == null ? undefined : s.trim() || undefined)),
      v.union([v.undefined(), v.pipe(v.string(), v.regex(pattern, message))], message),
    ),
  );

export const firstName = requiredText('FIRST_NAME_REQUIRED', 50, rule('FIRST_NAME_MAX'));
export const lastName = requiredText('LAST_NAME_REQUIRED', 50, rule('LAST_NAME_MAX'));

export const chapterFields = {
  name: requiredText('CHAPTER_NAME_REQUIRED', 100, rule('CHAPTER_NAME_LESS_THAN')),
  address: requiredText('ADDRESS_REQUIRED', 200, rule('ADDRESS_LESS_THAN')),
  city: requiredText('CITY_REQUIRED', 50, rule('CITY_LESS_THAN')),
  state: requiredText('STATE_REQUIRED', 50, rule('STATE_LESS_THAN')),
  zipCode: v.pipe(v.string(rule('ZIP_REQUIRED')), v.trim(), v.nonEmpty(rule('ZIP_REQUIRED')), v.regex(ZIP_PATTERN, rule('ZIP_INVALID'))),
  phone: optionalPattern(PHONE_PATTERN, rule('PHONE_INVALID')),
  taxId: optionalPattern(TAX_ID_PATTERN, rule('TAX_ID_INVALID')),
};

export const loginBody = v.strictObject({ email, password: loginPassword });
export type LoginBody = v.InferInput<typeof loginBody>;

/** Registration as the API receives it (the wizard's confirmPassword is checked on the client). */
export const registerBody = v.strictObject({
  email,
  password: newPassword,
  firstName,
  lastName,
  chapter: v.strictObject(
    {
      ...chapterFields,
      /** The spec's payload carries isActive: true; a registrant cannot choose otherwise. */
      isActive: v.optional(v.literal(true, 'isActive cannot be set at registration')),
    },
    (issue) => (issue.input === undefined ? 'Chapter information is required' : issue.message),
  ),
});
export type RegisterBody = v.InferInput<typeof registerBody>;

/** The wizard's first step, with password confirmation. */
export const registerPersonalStep = v.pipe(
  v.object({
    firstName,
    lastName,
    email,
    password: newPassword,
    confirmPassword: v.pipe(v.string(rule('CONFIRM_PASSWORD_REQUIRED')), v.nonEmpty(rule('CONFIRM_PASSWORD_REQUIRED'))),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, rule('PASSWORDS_DONT_MATCH')),
    ['confirmPassword'],
  ),
);
export const registerChapterStep = v.object({
  chapterName: chapterFields.name,
  address: chapterFields.address,
  city: chapterFields.city,
  state: chapterFields.state,
  zipCode: chapterFields.zipCode,
  phone: chapterFields.phone,
  taxId: chapterFields.taxId,
});

export const refreshBody = v.strictObject({ refreshToken: v.pipe(v.string(rule('NO_REFRESH_TOKEN')), v.nonEmpty(rule('NO_REFRESH_TOKEN'))) });
export const logoutBody = v.optional(v.strictObject({ refreshToken: v.optional(v.string()) }));
export const forgotPasswordBody = v.strictObject({ email });
/** Registration's first step asks whether an email is still free (registering would say so anyway). */
export const emailAvailableBody = v.strictObject({ email });
export const resetPasswordBody = v.strictObject({
  token: v.pipe(v.string('Token is required'), v.nonEmpty('Token is required')),
  password: newPassword,
});
export const changePasswordBody = v.strictObject({
  currentPassword: v.pipe(v.string(rule('PASSWORD_REQUIRED')), v.nonEmpty(rule('PASSWORD_REQUIRED'))),
  newPassword,
});

/** Profile update: only the person's own names and their chapter's details; never role or status. */
export const profileUpdateBody = v.strictObject({
  firstName: v.optional(firstName),
  lastName: v.optional(lastName),
  chapter: v.optional(v.strictObject({ ...chapterFields })),
});

export const chapterSummary = v.strictObject({
  id: v.number(),
  name: v.string(),
  address: v.string(),
  city: v.string(),
  state: v.string(),
  zipCode: v.string(),
  phone: v.nullable(v.string()),
  taxId: v.nullable(v.string()),
  isActive: v.boolean(),
});
export type ChapterSummary = v.InferOutput<typeof chapterSummary>;

/** The one shape a user takes in answers: never the password hash. */
export const publicUser = v.strictObject({
  id: v.number(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  role: v.picklist(ROLES),
  isActive: v.boolean(),
  // ISO 8601 moments, as common.ts's isoMoment: not imported from there, which the sign-in page does not load.
  createdAt: v.string(),
  updatedAt: v.string(),
  chapter: v.nullable(chapterSummary),
});
export type PublicUser = v.InferOutput<typeof publicUser>;

const tokenPair = {
  accessToken: v.string(),
  refreshToken: v.string(),
  /** Seconds until the access token expires. */
  expiresIn: v.number(),
};
export const refreshAnswer = v.strictObject(tokenPair);
export type RefreshResponse = v.InferOutput<typeof refreshAnswer>;
export const authAnswer = v.strictObject({ ...tokenPair, user: publicUser });
export type AuthResponse = v.InferOutput<typeof authAnswer>;

const tag = 'auth';

/**
 * The sign-in routes. All are public but sign-out; each is rate-limited by address (and sign-in
 * by account and address together), past which it answers 429 TOO_MANY_REQUESTS.
 */
export const authRoutes = {
  register: route({ method: 'POST', path: '/auth/register', access: 'public', tag, summary: 'Register a chapter account and sign in', body: registerBody, answer: authAnswer, status: 201, errors: ['EMAIL_EXISTS'] }),
  emailAvailable: route({ method: 'POST', path: '/auth/email-available', access: 'public', tag, summary: 'Whether an email is free to register', body: emailAvailableBody, answer: v.strictObject({ available: v.boolean() }), errors: [] }),
  login: route({ method: 'POST', path: '/auth/login', access: 'public', tag, summary: 'Sign in with email and password', body: loginBody, answer: authAnswer, errors: ['INVALID_CREDENTIALS'] }),
  refresh: route({ method: 'POST', path: '/auth/refresh', access: 'public', tag, summary: 'Exchange a refresh token for a new token pair', body: refreshBody, answer: refreshAnswer, errors: ['REFRESH_INVALID', 'REFRESH_REUSED'] }),
  logout: route({ method: 'POST', path: '/auth/logout', access: 'authenticated', tag, summary: 'Sign out: end this session', body: logoutBody, answer: null, errors: [] }),
  forgotPassword: route({ method: 'POST', path: '/auth/forgot-password', access: 'public', tag, summary: 'Send a password reset link', body: forgotPasswordBody, answer: null, errors: [] }),
  resetPassword: route({ method: 'POST', path: '/auth/reset-password', access: 'public', tag, summary: 'Choose a new password with a reset link', body: resetPasswordBody, answer: null, errors: [] }),
};
