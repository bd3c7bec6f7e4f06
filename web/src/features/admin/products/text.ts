import { t } from '../../../lib/i18n/i18n';

/** Texts of Products Management and its image manager (spec 2.2, 5, 8): read from the catalogues (admin.products.*, admin.images.*) in the current language on every access. */
export const PRODUCT_TEXT = {
  get title() {
    return t('admin.products.title');
  },
  get subtitle() {
    return t('admin.products.subtitle');
  },
  get refresh() {
    return t('admin.products.refresh');
  },
  get add() {
    return t('admin.products.add');
  },
  stats: {
    get total() {
      return t('admin.products.stats.total');
    },
    get active() {
      return t('admin.products.stats.active');
    },
    get inactive() {
      return t('admin.products.stats.inactive');
    },
    get withImages() {
      return t('admin.products.stats.withImages');
    },
    get averagePrice() {
      return t('admin.products.stats.averagePrice');
    },
    get totalValue() {
      return t('admin.products.stats.totalValue');
    },
  },
  get search() {
    return t('admin.products.search');
  },
  get searchPlaceholder() {
    return t('admin.products.searchPlaceholder');
  },
  get sortBy() {
    return t('admin.products.sortBy');
  },
  get order() {
    return t('admin.products.order');
  },
  sorts: {
    get name() {
      return t('admin.products.sorts.name');
    },
    get price() {
      return t('admin.products.sorts.price');
    },
    get createdAt() {
      return t('admin.products.sorts.createdAt');
    },
    get updatedAt() {
      return t('admin.products.sorts.updatedAt');
    },
  },
  orders: {
    get asc() {
      return t('admin.products.orders.asc');
    },
    get desc() {
      return t('admin.products.orders.desc');
    },
  },
  filters: {
    get vendor() {
      return t('admin.products.filters.vendor');
    },
    get allVendors() {
      return t('admin.products.filters.allVendors');
    },
    get category() {
      return t('admin.products.filters.category');
    },
    get allCategories() {
      return t('admin.products.filters.allCategories');
    },
    get tag() {
      return t('admin.products.filters.tag');
    },
    get allTags() {
      return t('admin.products.filters.allTags');
    },
    get minPrice() {
      return t('admin.products.filters.minPrice');
    },
    get maxPrice() {
      return t('admin.products.filters.maxPrice');
    },
    get status() {
      return t('admin.products.filters.status');
    },
    get all() {
      return t('admin.products.filters.all');
    },
    get active() {
      return t('admin.products.filters.active');
    },
    get inactive() {
      return t('admin.products.filters.inactive');
    },
    get clear() {
      return t('admin.products.filters.clear');
    },
  },
  columns: {
    get product() {
      return t('admin.products.columns.product');
    },
    get vendor() {
      return t('admin.products.columns.vendor');
    },
    get price() {
      return t('admin.products.columns.price');
    },
    get categories() {
      return t('admin.products.columns.categories');
    },
    get status() {
      return t('admin.products.columns.status');
    },
    get images() {
      return t('admin.products.columns.images');
    },
    get created() {
      return t('admin.products.columns.created');
    },
    get actions() {
      return t('admin.products.columns.actions');
    },
  },
  get table() {
    return t('admin.products.table');
  },
  get empty() {
    return t('admin.products.empty');
  },
  get noCategories() {
    return t('admin.products.noCategories');
  },
  sku: (sku: string) => t('admin.products.sku', { sku }),
  imagesOf: (name: string, n: number) => t('admin.products.imagesOf', { name, n }),
  actionsFor: (name: string) => t('admin.common.actionsFor', { name }),
  menu: {
    get view() {
      return t('admin.products.menu.view');
    },
    get edit() {
      return t('admin.products.menu.edit');
    },
    get images() {
      return t('admin.products.menu.images');
    },
    get activate() {
      return t('admin.products.menu.activate');
    },
    get deactivate() {
      return t('admin.products.menu.deactivate');
    },
    get delete() {
      return t('admin.products.menu.delete');
    },
  },
  form: {
    get addTitle() {
      return t('admin.products.form.addTitle');
    },
    get editTitle() {
      return t('admin.products.form.editTitle');
    },
    get name() {
      return t('admin.products.form.name');
    },
    get sku() {
      return t('admin.products.form.sku');
    },
    get description() {
      return t('admin.products.form.description');
    },
    get price() {
      return t('admin.products.form.price');
    },
    get vendor() {
      return t('admin.products.form.vendor');
    },
    get chooseVendor() {
      return t('admin.products.form.chooseVendor');
    },
    get categories() {
      return t('admin.products.form.categories');
    },
    get tags() {
      return t('admin.products.form.tags');
    },
    get noneAvailable() {
      return t('admin.products.form.noneAvailable');
    },
    get cancel() {
      return t('admin.products.form.cancel');
    },
    get create() {
      return t('admin.products.form.create');
    },
    get update() {
      return t('admin.products.form.update');
    },
  },
  details: {
    get title() {
      return t('admin.products.details.title');
    },
    get name() {
      return t('admin.products.details.name');
    },
    get sku() {
      return t('admin.products.details.sku');
    },
    get description() {
      return t('admin.products.details.description');
    },
    get price() {
      return t('admin.products.details.price');
    },
    get vendor() {
      return t('admin.products.details.vendor');
    },
    get status() {
      return t('admin.products.details.status');
    },
    get categories() {
      return t('admin.products.details.categories');
    },
    get tags() {
      return t('admin.products.details.tags');
    },
    get images() {
      return t('admin.products.details.images');
    },
    get created() {
      return t('admin.products.details.created');
    },
    get updated() {
      return t('admin.products.details.updated');
    },
    get none() {
      return t('admin.products.details.none');
    },
    get close() {
      return t('admin.products.details.close');
    },
    get edit() {
      return t('admin.products.details.edit');
    },
  },
  confirmDelete: {
    get title() {
      return t('admin.products.confirmDelete.title');
    },
    get confirm() {
      return t('admin.products.confirmDelete.confirm');
    },
  },
  done: {
    get created() {
      return t('admin.products.done.created');
    },
    get updated() {
      return t('admin.products.done.updated');
    },
    get activated() {
      return t('admin.products.done.activated');
    },
    get deactivated() {
      return t('admin.products.done.deactivated');
    },
    get deleted() {
      return t('admin.products.done.deleted');
    },
  },
  failed: {
    get fetch() {
      return t('admin.products.failed.fetch');
    },
    get save() {
      return t('admin.products.failed.save');
    },
    get status() {
      return t('admin.products.failed.status');
    },
    get delete() {
      return t('admin.products.failed.delete');
    },
  },
};

export const IMAGE_TEXT = {
  get title() {
    return t('admin.images.title');
  },
  count: (n: number) => (n === 1 ? t('admin.images.countOne') : t('admin.images.count', { n })),
  get drop() {
    return t('admin.images.drop');
  },
  get choose() {
    return t('admin.images.choose');
  },
  get hint() {
    return t('admin.images.hint');
  },
  get fileInput() {
    return t('admin.images.fileInput');
  },
  uploading: (percent: number) => t('admin.images.uploading', { percent }),
  uploaded: (n: number) => (n === 1 ? t('admin.images.uploadedOne') : t('admin.images.uploaded', { n })),
  wrongType: (name: string) => t('admin.images.wrongType', { name }),
  tooLarge: (name: string) => t('admin.images.tooLarge', { name }),
  get none() {
    return t('admin.images.none');
  },
  get reorderHint() {
    return t('admin.images.reorderHint');
  },
  get grid() {
    return t('admin.images.grid');
  },
  get primary() {
    return t('admin.images.primary');
  },
  get inactive() {
    return t('admin.images.inactive');
  },
  moveUp: (n: number) => t('admin.images.moveUp', { n }),
  moveDown: (n: number) => t('admin.images.moveDown', { n }),
  get preview() {
    return t('admin.images.preview');
  },
  get edit() {
    return t('admin.images.edit');
  },
  get delete() {
    return t('admin.images.delete');
  },
  imageLabel: (n: number) => t('admin.images.imageLabel', { n }),
  get reordered() {
    return t('admin.images.reordered');
  },
  get updated() {
    return t('admin.images.updated');
  },
  get deleted() {
    return t('admin.images.deleted');
  },
  get editTitle() {
    return t('admin.images.editTitle');
  },
  get altText() {
    return t('admin.images.altText');
  },
  get sortOrder() {
    return t('admin.images.sortOrder');
  },
  get sortOrderHint() {
    return t('admin.images.sortOrderHint');
  },
  get active() {
    return t('admin.images.active');
  },
  get save() {
    return t('admin.images.save');
  },
  get cancel() {
    return t('admin.images.cancel');
  },
  get close() {
    return t('admin.images.close');
  },
  get previewTitle() {
    return t('admin.images.previewTitle');
  },
  get deleteTitle() {
    return t('admin.images.deleteTitle');
  },
  failed: {
    get upload() {
      return t('admin.images.failed.upload');
    },
    get reorder() {
      return t('admin.images.failed.reorder');
    },
    get update() {
      return t('admin.images.failed.update');
    },
    get delete() {
      return t('admin.images.failed.delete');
    },
  },
};
