/** English texts of Categories Management and Tags Management (spec 2.9, 8). */
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

export const TAXONOMY_TEXT: Record<TaxonomyKind, TaxonomyText> = {
  category: {
    title: 'Categories Management',
    subtitle: 'Organize products into categories that shoppers can filter by',
    add: 'Add Category',
    addTitle: 'Add New Category',
    editTitle: 'Edit Category',
    detailsTitle: 'Category Details',
    deleteTitle: 'Delete Category',
    search: 'Search categories by name or description...',
    empty: 'No categories found',
    emptyHint: 'Create your first category to get started',
    created: 'Category created',
    updated: 'Category updated',
    deleted: 'Category deleted',
    activated: 'Category activated',
    deactivated: 'Category deactivated',
    fetchFailed: 'Failed to fetch categories',
    saveFailed: 'Operation failed',
    deleteFailed: 'Failed to delete category',
    statusFailed: 'Failed to update category status',
  },
  tag: {
    title: 'Tags Management',
    subtitle: 'Label products with tags that help shoppers find them',
    add: 'Add Tag',
    addTitle: 'Add New Tag',
    editTitle: 'Edit Tag',
    detailsTitle: 'Tag Details',
    deleteTitle: 'Delete Tag',
    search: 'Search tags by name or description...',
    empty: 'No tags found',
    emptyHint: 'Create your first tag to get started',
    created: 'Tag created',
    updated: 'Tag updated',
    deleted: 'Tag deleted',
    activated: 'Tag activated',
    deactivated: 'Tag deactivated',
    fetchFailed: 'Failed to fetch tags',
    saveFailed: 'Operation failed',
    deleteFailed: 'Failed to delete tag',
    statusFailed: 'Failed to update tag status',
  },
};

/** Labels both screens share. */
export const COMMON_TEXT = {
  name: 'Name',
  description: 'Description',
  noDescription: 'No description',
  products: 'Products',
  status: 'Status',
  createdAt: 'Created',
  updatedAt: 'Last Updated',
  actions: 'Actions',
  allStatus: 'All Status',
  active: 'Active',
  inactive: 'Inactive',
  clear: 'Clear',
  refresh: 'Refresh',
  cancel: 'Cancel',
  create: 'Create',
  update: 'Update',
  close: 'Close',
  edit: 'Edit',
  view: 'View Details',
  delete: 'Delete',
  activate: 'Activate',
  deactivate: 'Deactivate',
  more: (name: string) => `More actions for ${name}`,
  stats: { total: 'Total', active: 'Active', inactive: 'Inactive', withProducts: 'With Products' },
} as const;
