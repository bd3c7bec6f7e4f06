/**
 * Sign-in, registration, session and profile: request schemas with the spec's messages (shopper
 * spec section 5), used by the API to validate and by the web forms to show the same messages.
 */
import * as v from 'valibot';
import { MSG, required } from './messages';
import type { Role } from './rules';

export const email = v.pipe(
  v.string(MSG.emailRequired),
  v.trim(),
  v.nonEmpty(MSG.emailRequired),
  v.email(MSG.emailInvalid),
  v.maxLength(254, MSG.emailInvalid),
  v.toLowerCase(),
);

/** Sign-in password: only presence and the spec's minimum length. */
export const loginPassword = v.pipe(v.string(MSG.passwordRequired), v.nonEmpty(MSG.passwordRequired), v.minLength(8, MSG.passwordMin));

/** A new password: at least 8 characters with an uppercase letter, a lowercase letter and a digit. */
export const newPassword = v.pipe(
  v.string(MSG.passwordRequired),
  v.nonEmpty(MSG.passwordRequired),
  v.minLength(8, MSG.passwordMin),
  v.maxLength(128, 'Password must be at most 128 characters'),
  v.regex(/[A-Z]/, MSG.passwordComplexity),
  v.regex(/[a-z]/, MSG.passwordComplexity),
  v.regex(/\d/, MSG.passwordComplexity),
);

const requiredText = (label: string, max: number, maxMessage?: string) =>
  v.pipe(
    v.string(required(label)),
    v.trim(),
    v.nonEmpty(required(label)),
    v.maxLength(max, maxMessage ?? `${label} must be less than ${max} characters`),
  );

export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
export const TAX_ID_PATTERN = /^\d{2}-\d{7}$/;

const optionalPattern = (pattern: RegExp, message: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((s) => (s == null ? undefined : s.trim() || undefined)),
      v.union([v.undefined(), v.pipe(v.string(), v.regex(pattern, message))], message),
    ),
  );

export const firstName = requiredText('First name', 50, MSG.firstNameMax);
export const lastName = requiredText('Last name', 50, MSG.lastNameMax);

export const chapterFields = {
  name: requiredText('Chapter name', 100),
  address: requiredText('Address', 200),
  city: requiredText('City', 50),
  state: requiredText('State', 50),
  zipCode: v.pipe(v.string(required('ZIP code')), v.trim(), v.nonEmpty(required('ZIP code')), v.regex(ZIP_PATTERN, MSG.zipInvalid)),
  phone: optionalPattern(PHONE_PATTERN, MSG.phoneInvalid),
  taxId: optionalPattern(TAX_ID_PATTERN, MSG.taxIdInvalid),
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
    confirmPassword: v.pipe(v.string(MSG.confirmPasswordRequired), v.nonEmpty(MSG.confirmPasswordRequired)),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, MSG.passwordsDontMatch),
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

export const refreshBody = v.strictObject({ refreshToken: v.pipe(v.string(MSG.noRefreshToken), v.nonEmpty(MSG.noRefreshToken)) });
export const logoutBody = v.optional(v.strictObject({ refreshToken: v.optional(v.string()) }));
export const forgotPasswordBody = v.strictObject({ email });
/** Registration's first step asks whether an email is still free (registering would say so anyway). */
export const emailAvailableBody = v.strictObject({ email });
export const resetPasswordBody = v.strictObject({
  token: v.pipe(v.string(required('Token')), v.nonEmpty(required('Token'))),
  password: newPassword,
});
export const changePasswordBody = v.strictObject({
  currentPassword: v.pipe(v.string(MSG.passwordRequired), v.nonEmpty(MSG.passwordRequired)),
  newPassword,
});

/** Profile update: only the person's own names and their chapter's details; never role or status. */
export const profileUpdateBody = v.strictObject({
  firstName: v.optional(firstName),
  lastName: v.optional(lastName),
  chapter: v.optional(v.strictObject({ ...chapterFields })),
});

export interface ChapterSummary {
  id: number;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string | null;
  taxId: string | null;
  isActive: boolean;
}

export interface PublicUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  chapter: ChapterSummary | null;
}

export interface AuthResponse {
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  user: PublicUser;
}

export interface RefreshResponse {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}
