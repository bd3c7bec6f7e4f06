/**
 * The contract's validation texts (English, as the forms' valibot schemas produce them) keyed by
 * catalogue key. The English common namespace spreads them in; tMessage() reads them backwards to
 * find the key of a contract text whatever the active language, without the English catalogue.
 */
import { INVALID_CHARACTER } from '@portal/contract/guards';
import { MSG, NOT_FOUND, required } from '@portal/contract/messages';

export const VALIDATION_EN = {
  'validation.emailRequired': MSG.emailRequired,
  'validation.emailInvalid': MSG.emailInvalid,
  'validation.passwordRequired': MSG.passwordRequired,
  'validation.passwordMin': MSG.passwordMin,
  'validation.passwordComplexity': MSG.passwordComplexity,
  'validation.firstNameRequired': required('First name'),
  'validation.lastNameRequired': required('Last name'),
  'validation.firstNameMax': MSG.firstNameMax,
  'validation.lastNameMax': MSG.lastNameMax,
  'validation.confirmPasswordRequired': MSG.confirmPasswordRequired,
  'validation.passwordsDontMatch': MSG.passwordsDontMatch,
  'validation.chapterNameRequired': required('Chapter name'),
  'validation.chapterNameMax': 'Chapter name must be less than 100 characters',
  'validation.addressRequired': required('Address'),
  'validation.addressMax': 'Address must be less than 200 characters',
  'validation.cityRequired': required('City'),
  'validation.cityMax': 'City must be less than 50 characters',
  'validation.stateRequired': required('State'),
  'validation.stateMax': 'State must be less than 50 characters',
  'validation.zipRequired': required('ZIP code'),
  'validation.zipInvalid': MSG.zipInvalid,
  'validation.phoneInvalid': MSG.phoneInvalid,
  'validation.taxIdInvalid': MSG.taxIdInvalid,
  'validation.fillRequired': MSG.fillRequired,
  'validation.invalidPrice': MSG.invalidPrice,
  'validation.invalidPackSize': MSG.invalidPackSize,
  'validation.emailExists': MSG.emailExists,
  // The back office's chapter form, whose rules word a length limit 'at most' and want a state code.
  'validation.chapterNameAtMost': 'Chapter name must be at most 100 characters',
  'validation.addressAtMost': 'Address must be at most 200 characters',
  'validation.cityAtMost': 'City must be at most 50 characters',
  'validation.stateInvalid': MSG.stateInvalid,
  // Text PostgreSQL cannot store (a NUL, half of a surrogate pair): any field, forms and API alike.
  'validation.invalidCharacter': INVALID_CHARACTER,
  // A vendor's bank details as US banks number them (decision 025).
  'validation.routingNumberInvalid': MSG.routingNumberInvalid,
  'validation.bankAccountInvalid': MSG.bankAccountInvalid,
  // A record gone meanwhile (another admin deleted it): the API's 404s and missing references.
  'validation.notFound.product': NOT_FOUND.product,
  'validation.notFound.vendor': NOT_FOUND.vendor,
  'validation.notFound.user': NOT_FOUND.user,
  'validation.notFound.order': NOT_FOUND.order,
  'validation.notFound.category': NOT_FOUND.category,
  'validation.notFound.tag': NOT_FOUND.tag,
  'validation.notFound.notification': NOT_FOUND.notification,
  'validation.notFound.event': NOT_FOUND.event,
  'validation.notFound.chapter': NOT_FOUND.chapter,
  'validation.notFound.image': NOT_FOUND.image,
  'validation.notFound.savedCart': NOT_FOUND.savedCart,
} as const;
