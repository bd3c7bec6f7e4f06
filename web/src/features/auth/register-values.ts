import type { RegisterBody } from '@portal/contract/auth';

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  chapterName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  taxId: string;
}

export type RegisterField = keyof RegisterValues;

export const EMPTY_REGISTER: RegisterValues = {
  firstName: '', lastName: '', email: '', password: '', confirmPassword: '',
  chapterName: '', address: '', city: '', state: '', zipCode: '', phone: '', taxId: '',
};

export const PERSONAL_FIELDS: RegisterField[] = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'];

export function toRegisterBody(v: RegisterValues): RegisterBody {
  return {
    email: v.email.trim(),
    password: v.password,
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    chapter: {
      name: v.chapterName.trim(),
      address: v.address.trim(),
      city: v.city.trim(),
      state: v.state.trim(),
      zipCode: v.zipCode.trim(),
      phone: v.phone.trim() || undefined,
      taxId: v.taxId.trim() || undefined,
      isActive: true,
    },
  };
}

/** The server names chapter fields 'chapter.<name>'; the wizard names the chapter's own 'chapterName'. */
export function wizardFieldOf(serverField: string): RegisterField | null {
  const field = serverField.startsWith('chapter.') ? serverField.slice('chapter.'.length) : serverField;
  const mapped = field === 'name' && serverField.startsWith('chapter.') ? 'chapterName' : field;
  return mapped in EMPTY_REGISTER ? (mapped as RegisterField) : null;
}
