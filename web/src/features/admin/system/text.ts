import { t } from '../../../lib/i18n/i18n';

/** Texts of the System screens (Payment Settings, Shipping, Notifications, System Settings), read from the catalogues (admin.system.*) in the current language on every access. */
export const SYSTEM_TEXT = {
  get save() {
    return t('admin.system.save');
  },
  get reset() {
    return t('admin.system.reset');
  },
  get saved() {
    return t('admin.system.saved');
  },
  get saveFailed() {
    return t('admin.system.saveFailed');
  },
  get fetchSettingsFailed() {
    return t('admin.system.fetchSettingsFailed');
  },
  required: (label: string) => t('admin.system.required', { label }),
  percentFormat: (label: string) => t('admin.system.percentFormat', { label }),
  percentRange: (label: string) => t('admin.system.percentRange', { label }),
  dollarFormat: (label: string) => t('admin.system.dollarFormat', { label }),
  dollarMax: (label: string, max: string) => t('admin.system.dollarMax', { label, max }),
  dollarNegative: (label: string) => t('admin.system.dollarNegative', { label }),
  tooLong: (label: string, max: number) => t('admin.system.tooLong', { label, max }),
  pageSizeChoice: (label: string, sizes: readonly number[]) => t('admin.system.pageSizeChoice', { label, sizes: sizes.join(', ') }),
  payments: {
    get title() {
      return t('admin.system.payments.title');
    },
    get subtitle() {
      return t('admin.system.payments.subtitle');
    },
    get taxRate() {
      return t('admin.system.payments.taxRate');
    },
    feeRate: (method: string) => t('admin.system.payments.feeRate', { method }),
    get taxHelp() {
      return t('admin.system.payments.taxHelp');
    },
    get feeHelp() {
      return t('admin.system.payments.feeHelp');
    },
    example: (tax: string) => t('admin.system.payments.example', { tax }),
    exampleFee: (method: string, fee: string) => t('admin.system.payments.exampleFee', { method, fee }),
  },
  shipping: {
    get title() {
      return t('admin.system.shipping.title');
    },
    get subtitle() {
      return t('admin.system.shipping.subtitle');
    },
    get threshold() {
      return t('admin.system.shipping.threshold');
    },
    get help() {
      return t('admin.system.shipping.help');
    },
    current: (amount: string) => t('admin.system.shipping.current', { amount }),
  },
  settings: {
    get title() {
      return t('admin.system.settings.title');
    },
    get subtitle() {
      return t('admin.system.settings.subtitle');
    },
    get portalName() {
      return t('admin.system.settings.portalName');
    },
    get defaultPageSize() {
      return t('admin.system.settings.defaultPageSize');
    },
    get pageSizeHelp() {
      return t('admin.system.settings.pageSizeHelp');
    },
  },
  notifications: {
    get title() {
      return t('admin.system.notifications.title');
    },
    get subtitle() {
      return t('admin.system.notifications.subtitle');
    },
    get sentTitle() {
      return t('admin.system.notifications.sentTitle');
    },
    get outboxTitle() {
      return t('admin.system.notifications.outboxTitle');
    },
    get recipient() {
      return t('admin.system.notifications.recipient');
    },
    get type() {
      return t('admin.system.notifications.type');
    },
    typeLabel: (type: string) => type.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase()),
    get titleColumn() {
      return t('admin.system.notifications.titleColumn');
    },
    get read() {
      return t('admin.system.notifications.read');
    },
    readState: (readAt: string | null) => (readAt ? t('admin.system.notifications.readYes') : t('admin.system.notifications.readNo')),
    get created() {
      return t('admin.system.notifications.created');
    },
    get to() {
      return t('admin.system.notifications.to');
    },
    get subject() {
      return t('admin.system.notifications.subject');
    },
    get status() {
      return t('admin.system.notifications.status');
    },
    get sent() {
      return t('admin.system.notifications.sent');
    },
    get error() {
      return t('admin.system.notifications.error');
    },
    get emptySent() {
      return t('admin.system.notifications.emptySent');
    },
    get emptyOutbox() {
      return t('admin.system.notifications.emptyOutbox');
    },
    get fetchSentFailed() {
      return t('admin.system.notifications.fetchSentFailed');
    },
    get fetchOutboxFailed() {
      return t('admin.system.notifications.fetchOutboxFailed');
    },
    get refresh() {
      return t('admin.system.notifications.refresh');
    },
  },
};
