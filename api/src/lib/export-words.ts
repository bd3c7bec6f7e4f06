/**
 * The words a CSV cell shows for a stored code, in the language the web asked for, as the back
 * office's screens say them (tests/contract/export-labels.test.ts holds them to the web
 * catalogues); an unknown code comes out as it is. Shared by the list exports and the reports.
 */
import type { ExportLanguage } from '@portal/contract/bulk';
import { PAYMENT_METHOD_LABELS } from '@portal/contract/rules';

const h = (en: string, es: string) => ({ en, es });

export const EXPORT_LABELS = {
  yesNo: { true: h('Yes', 'Sí'), false: h('No', 'No') },
  role: { SUPER_ADMIN: h('Super Admin', 'Superadministrador'), ADMIN: h('Admin', 'Administrador'), CHAPTER: h('Chapter', 'Capítulo'), USER: h('User', 'Usuario') },
  orderStatus: {
    PENDING: h('Pending', 'Pendiente'),
    PROCESSING: h('Processing', 'En proceso'),
    SHIPPED: h('Shipped', 'Enviado'),
    DELIVERED: h('Delivered', 'Entregado'),
    CANCELLED: h('Cancelled', 'Cancelado'),
  },
  eventStatus: { Active: h('Active', 'Activo'), Upcoming: h('Upcoming', 'Próximo'), Past: h('Past', 'Pasado'), Inactive: h('Inactive', 'Inactivo') },
  paymentMethod: {
    ACH: h(PAYMENT_METHOD_LABELS.ACH, 'ACH (transferencia bancaria)'),
    DEBIT_CARD: h(PAYMENT_METHOD_LABELS.DEBIT_CARD, 'Tarjeta de débito'),
    CREDIT_CARD: h(PAYMENT_METHOD_LABELS.CREDIT_CARD, 'Tarjeta de crédito'),
  },
  paymentStatus: { PENDING: h('PENDING', 'PENDIENTE'), COMPLETED: h('COMPLETED', 'COMPLETADO'), FAILED: h('FAILED', 'FALLIDO') },
} satisfies Record<string, Record<string, Record<ExportLanguage, string>>>;

type Words = Record<string, Record<ExportLanguage, string>>;
export const word = (table: Words, code: string | null, lang: ExportLanguage) => (code === null ? null : table[code]?.[lang] ?? code);
export const yes = (b: boolean, lang: ExportLanguage) => word(EXPORT_LABELS.yesNo, String(b), lang);
