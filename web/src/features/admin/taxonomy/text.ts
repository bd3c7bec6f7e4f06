import { t } from '../../../lib/i18n/i18n';

export type TaxonomyKind = 'category' | 'tag';

export interface TaxonomyText {
  title: string;
  subtitle: string;
  add: string;
  addTitle: string;
  editTitle: string;
  detailsTitle: string;
  deleteTitle: string;
  search: string;
  empty: string;
  emptyHint: string;
  created: string;
  updated: string;
  deleted: string;
  activated: string;
  deactivated: string;
  fetchFailed: string;
  saveFailed: string;
  deleteFailed: string;
  statusFailed: string;
}

/** Texts of Categories Management and Tags Management (spec 2.9, 8): read from the catalogues (admin.taxonomy.*) in the current language on every access. */
export const TAXONOMY_TEXT: Record<TaxonomyKind, TaxonomyText> = {
  category: {
    get title() {
      return t('admin.taxonomy.category.title');
    },
    get subtitle() {
      return t('admin.taxonomy.category.subtitle');
    },
    get add() {
      return t('admin.taxonomy.category.add');
    },
    get addTitle() {
      return t('admin.taxonomy.category.addTitle');
    },
    get editTitle() {
      return t('admin.taxonomy.category.editTitle');
    },
    get detailsTitle() {
      return t('admin.taxonomy.category.detailsTitle');
    },
    get deleteTitle() {
      return t('admin.taxonomy.category.deleteTitle');
    },
    get search() {
      return t('admin.taxonomy.category.search');
    },
    get empty() {
      return t('admin.taxonomy.category.empty');
    },
    get emptyHint() {
      return t('admin.taxonomy.category.emptyHint');
    },
    get created() {
      return t('admin.taxonomy.category.created');
    },
    get updated() {
      return t('admin.taxonomy.category.updated');
    },
    get deleted() {
      return t('admin.taxonomy.category.deleted');
    },
    get activated() {
      return t('admin.taxonomy.category.activated');
    },
    get deactivated() {
      return t('admin.taxonomy.category.deactivated');
    },
    get fetchFailed() {
      return t('admin.taxonomy.category.fetchFailed');
    },
    get saveFailed() {
      return t('admin.taxonomy.category.saveFailed');
    },
    get deleteFailed() {
      return t('admin.taxonomy.category.deleteFailed');
    },
    get statusFailed() {
      return t('admin.taxonomy.category.statusFailed');
    },
  },
  tag: {
    get title() {
      return t('admin.taxonomy.tag.title');
    },
    get subtitle() {
      return t('admin.taxonomy.tag.subtitle');
    },
    get add() {
      return t('admin.taxonomy.tag.add');
    },
    get addTitle() {
      return t('admin.taxonomy.tag.addTitle');
    },
    get editTitle() {
      return t('admin.taxonomy.tag.editTitle');
    },
    get detailsTitle() {
      return t('admin.taxonomy.tag.detailsTitle');
    },
    get deleteTitle() {
      return t('admin.taxonomy.tag.deleteTitle');
    },
    get search() {
      return t('admin.taxonomy.tag.search');
    },
    get empty() {
      return t('admin.taxonomy.tag.empty');
    },
    get emptyHint() {
      return t('admin.taxonomy.tag.emptyHint');
    },
    get created() {
      return t('admin.taxonomy.tag.created');
    },
    get updated() {
      return t('admin.taxonomy.tag.updated');
    },
    get deleted() {
      return t('admin.taxonomy.tag.deleted');
    },
    get activated() {
      return t('admin.taxonomy.tag.activated');
    },
    get deactivated() {
      return t('admin.taxonomy.tag.deactivated');
    },
    get fetchFailed() {
      return t('admin.taxonomy.tag.fetchFailed');
    },
    get saveFailed() {
      return t('admin.taxonomy.tag.saveFailed');
    },
    get deleteFailed() {
      return t('admin.taxonomy.tag.deleteFailed');
    },
    get statusFailed() {
      return t('admin.taxonomy.tag.statusFailed');
    },
  },
};

/** Labels both screens share. */
export const COMMON_TEXT = {
  get name() {
    return t('admin.taxonomy.common.name');
  },
  get description() {
    return t('admin.taxonomy.common.description');
  },
  get noDescription() {
    return t('admin.taxonomy.common.noDescription');
  },
  get products() {
    return t('admin.taxonomy.common.products');
  },
  get status() {
    return t('admin.taxonomy.common.status');
  },
  get createdAt() {
    return t('admin.taxonomy.common.createdAt');
  },
  get updatedAt() {
    return t('admin.taxonomy.common.updatedAt');
  },
  get actions() {
    return t('admin.taxonomy.common.actions');
  },
  get allStatus() {
    return t('admin.taxonomy.common.allStatus');
  },
  get active() {
    return t('admin.taxonomy.common.active');
  },
  get inactive() {
    return t('admin.taxonomy.common.inactive');
  },
  get clear() {
    return t('admin.taxonomy.common.clear');
  },
  get refresh() {
    return t('admin.taxonomy.common.refresh');
  },
  get cancel() {
    return t('admin.taxonomy.common.cancel');
  },
  get create() {
    return t('admin.taxonomy.common.create');
  },
  get update() {
    return t('admin.taxonomy.common.update');
  },
  get close() {
    return t('admin.taxonomy.common.close');
  },
  get edit() {
    return t('admin.taxonomy.common.edit');
  },
  get view() {
    return t('admin.taxonomy.common.view');
  },
  get delete() {
    return t('admin.taxonomy.common.delete');
  },
  get activate() {
    return t('admin.taxonomy.common.activate');
  },
  get deactivate() {
    return t('admin.taxonomy.common.deactivate');
  },
  more: (name: string) => t('admin.taxonomy.common.more', { name }),
  stats: {
    get total() {
      return t('admin.taxonomy.common.stats.total');
    },
    get active() {
      return t('admin.taxonomy.common.stats.active');
    },
    get inactive() {
      return t('admin.taxonomy.common.stats.inactive');
    },
    get withProducts() {
      return t('admin.taxonomy.common.stats.withProducts');
    },
  },
};
