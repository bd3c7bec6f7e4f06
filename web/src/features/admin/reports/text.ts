import { t } from '../../../lib/i18n/i18n';

/** The Reports & Analytics screen's text (spec 2.8, 8 and 9): read from the catalogues (admin.reports.*) in the current language on every access. */
export const text = {
  get title() {
    return t('admin.reports.title');
  },
  get subtitle() {
    return t('admin.reports.subtitle');
  },
  get refresh() {
    return t('admin.reports.refresh');
  },
  get dateRange() {
    return t('admin.reports.dateRange');
  },
  get startDate() {
    return t('admin.reports.startDate');
  },
  get endDate() {
    return t('admin.reports.endDate');
  },
  get badRange() {
    return t('admin.reports.badRange');
  },
  get quickPicks() {
    return t('admin.reports.quickPicks');
  },
  picks: {
    get today() {
      return t('admin.reports.picks.today');
    },
    get last7() {
      return t('admin.reports.picks.last7');
    },
    get thisMonth() {
      return t('admin.reports.picks.thisMonth');
    },
    get last90() {
      return t('admin.reports.picks.last90');
    },
    get thisYear() {
      return t('admin.reports.picks.thisYear');
    },
  },
  overview: {
    get users() {
      return t('admin.reports.overview.users');
    },
    get events() {
      return t('admin.reports.overview.events');
    },
    get vendors() {
      return t('admin.reports.overview.vendors');
    },
    get categories() {
      return t('admin.reports.overview.categories');
    },
    get chapters() {
      return t('admin.reports.overview.chapters');
    },
    get activeEvents() {
      return t('admin.reports.overview.activeEvents');
    },
  },
  tabs: {
    get purchases() {
      return t('admin.reports.tabs.purchases');
    },
    get categories() {
      return t('admin.reports.tabs.categories');
    },
    get payments() {
      return t('admin.reports.tabs.payments');
    },
  },
  get exportCsv() {
    return t('admin.reports.exportCsv');
  },
  get exportFailed() {
    return t('admin.reports.exportFailed');
  },
  get fetchFailed() {
    return t('admin.reports.fetchFailed');
  },
  get empty() {
    return t('admin.reports.empty');
  },
  charts: {
    get revenueByDay() {
      return t('admin.reports.charts.revenueByDay');
    },
    get revenueByCategory() {
      return t('admin.reports.charts.revenueByCategory');
    },
    get day() {
      return t('admin.reports.charts.day');
    },
    get category() {
      return t('admin.reports.charts.category');
    },
    get revenue() {
      return t('admin.reports.charts.revenue');
    },
    get noData() {
      return t('admin.reports.charts.noData');
    },
    summary: (title: string, kind: 'bars' | 'points', count: number, first: string, last: string, high: string, highValue: string, total: string) =>
      t('admin.reports.charts.summary', { title, count, kind: t(kind === 'bars' ? 'admin.reports.charts.bars' : 'admin.reports.charts.points'), first, last, high, highValue, total }),
  },
  purchase: {
    summary: {
      get totalValue() {
        return t('admin.reports.purchase.summary.totalValue');
      },
      get totalQuantity() {
        return t('admin.reports.purchase.summary.totalQuantity');
      },
      get totalOrders() {
        return t('admin.reports.purchase.summary.totalOrders');
      },
      get averageOrderValue() {
        return t('admin.reports.purchase.summary.averageOrderValue');
      },
    },
    columns: {
      get item() {
        return t('admin.reports.purchase.columns.item');
      },
      get quantity() {
        return t('admin.reports.purchase.columns.quantity');
      },
      get unitPrice() {
        return t('admin.reports.purchase.columns.unitPrice');
      },
      get totalPrice() {
        return t('admin.reports.purchase.columns.totalPrice');
      },
      get vendor() {
        return t('admin.reports.purchase.columns.vendor');
      },
      get chapter() {
        return t('admin.reports.purchase.columns.chapter');
      },
      get orderDate() {
        return t('admin.reports.purchase.columns.orderDate');
      },
      get status() {
        return t('admin.reports.purchase.columns.status');
      },
    },
    get noSku() {
      return t('admin.reports.purchase.noSku');
    },
  },
  category: {
    summary: {
      get totalCategories() {
        return t('admin.reports.category.summary.totalCategories');
      },
      get totalValue() {
        return t('admin.reports.category.summary.totalValue');
      },
      get totalQuantity() {
        return t('admin.reports.category.summary.totalQuantity');
      },
      get totalOrders() {
        return t('admin.reports.category.summary.totalOrders');
      },
    },
    columns: {
      get category() {
        return t('admin.reports.category.columns.category');
      },
      get totalValue() {
        return t('admin.reports.category.columns.totalValue');
      },
      get quantity() {
        return t('admin.reports.category.columns.quantity');
      },
      get orders() {
        return t('admin.reports.category.columns.orders');
      },
      get products() {
        return t('admin.reports.category.columns.products');
      },
      get chapters() {
        return t('admin.reports.category.columns.chapters');
      },
      get average() {
        return t('admin.reports.category.columns.average');
      },
    },
    get uncategorised() {
      return t('admin.reports.category.uncategorised');
    },
  },
  payment: {
    summary: {
      get totalPayments() {
        return t('admin.reports.payment.summary.totalPayments');
      },
      get totalAmount() {
        return t('admin.reports.payment.summary.totalAmount');
      },
      get successRate() {
        return t('admin.reports.payment.summary.successRate');
      },
      get totalFees() {
        return t('admin.reports.payment.summary.totalFees');
      },
    },
    columns: {
      get id() {
        return t('admin.reports.payment.columns.id');
      },
      get amount() {
        return t('admin.reports.payment.columns.amount');
      },
      get fee() {
        return t('admin.reports.payment.columns.fee');
      },
      get method() {
        return t('admin.reports.payment.columns.method');
      },
      get status() {
        return t('admin.reports.payment.columns.status');
      },
      get vendor() {
        return t('admin.reports.payment.columns.vendor');
      },
      get chapter() {
        return t('admin.reports.payment.columns.chapter');
      },
      get date() {
        return t('admin.reports.payment.columns.date');
      },
    },
    retries: (n: number) => t('admin.reports.payment.retries', { n }),
    get scheduled() {
      return t('admin.reports.payment.scheduled');
    },
    get noMethod() {
      return t('admin.reports.payment.noMethod');
    },
  },
};
