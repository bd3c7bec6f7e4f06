import { t } from '../../../lib/i18n/i18n';

/** The System Analytics screen's text: read from the catalogues (admin.analytics.*) in the current language on every access. */
export const text = {
  get title() {
    return t('admin.analytics.title');
  },
  get subtitle() {
    return t('admin.analytics.subtitle');
  },
  get refresh() {
    return t('admin.analytics.refresh');
  },
  get period() {
    return t('admin.analytics.period');
  },
  periods: {
    get 7() {
      return t('admin.analytics.periods.7');
    },
    get 30() {
      return t('admin.analytics.periods.30');
    },
    get 90() {
      return t('admin.analytics.periods.90');
    },
  },
  get fetchFailed() {
    return t('admin.analytics.fetchFailed');
  },
  cards: {
    get orders() {
      return t('admin.analytics.cards.orders');
    },
    get revenue() {
      return t('admin.analytics.cards.revenue');
    },
    get average() {
      return t('admin.analytics.cards.average');
    },
    get perDay() {
      return t('admin.analytics.cards.perDay');
    },
  },
  charts: {
    get revenue() {
      return t('admin.analytics.charts.revenue');
    },
    get orders() {
      return t('admin.analytics.charts.orders');
    },
    get day() {
      return t('admin.analytics.charts.day');
    },
    get revenueHeader() {
      return t('admin.analytics.charts.revenueHeader');
    },
    get ordersHeader() {
      return t('admin.analytics.charts.ordersHeader');
    },
    get noData() {
      return t('admin.analytics.charts.noData');
    },
  },
};
