/**
 * Category and tag rules (back-office spec 2.9): names are unique whatever their case; shoppers
 * list only active items; an item with products attached cannot be deleted.
 */
import type { Database } from '@portal/db';
import { MSG } from '@portal/contract/messages';
import { paginationOf } from '@portal/contract/common';
import { DASHBOARD_TOP, isAdmin } from '@portal/contract/rules';
import type { TaxonomyInput, TaxonomyItem, TaxonomyListQuery } from '@portal/contract/taxonomy';
import type { AuthUser } from '../../plugins/auth';
import { ConflictError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { taxonomyRepo, type TaxonomyKind } from './taxonomy.repo';


type Row = Awaited<ReturnType<ReturnType<typeof taxonomyRepo>['find']>> & object;

function toItem(row: Row): TaxonomyItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    productCount: row.productCount,
  };
}

export function taxonomyService(kind: TaxonomyKind) {
  const repo = taxonomyRepo(kind);
  const missing = () => notFound(kind);
  const exists = () => new ConflictError(`A ${kind} with this name already exists`, 'NAME_EXISTS');

  async function found(db: Database, id: number) {
    const row = await repo.find(db, id);
    if (!row) throw missing();
    return toItem(row);
  }

  async function write<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isUniqueViolation(error)) throw exists();
      throw error;
    }
  }

  return {
    async list(db: Database, user: AuthUser, query: TaxonomyListQuery) {
      const q = isAdmin(user.role) ? query : { ...query, isActive: true };
      const { rows, total } = await repo.list(db, q);
      const items = rows.map(toItem);
      if (query.includeProducts) {
        const links = await repo.productsOf(db, items.map((i) => i.id));
        for (const item of items) item.products = links.filter((l) => Number(l.ownerId) === item.id).map((l) => ({ id: Number(l.id), name: l.name }));
      }
      return { items, pagination: paginationOf(query.page, query.limit, total) };
    },
    stats: async (db: Database) => ({ ...(await repo.stats(db)), popular: await repo.popular(db, DASHBOARD_TOP.categories) }),
    async create(db: Database, input: TaxonomyInput) {
      if (await repo.nameTaken(db, input.name)) throw exists();
      const row = await write(() => repo.insert(db, input));
      return found(db, row.id);
    },
    async update(db: Database, id: number, input: TaxonomyInput) {
      await found(db, id);
      if (await repo.nameTaken(db, input.name, id)) throw exists();
      await write(() => repo.update(db, id, { name: input.name, description: input.description ?? null }));
      return found(db, id);
    },
    async setActive(db: Database, id: number, isActive: boolean) {
      if (!(await repo.update(db, id, { isActive }))) throw missing();
      return found(db, id);
    },
    async remove(db: Database, id: number) {
      const item = await found(db, id);
      if (item.productCount > 0) throw new ConflictError(MSG.hasProducts(kind, item.productCount), 'HAS_PRODUCTS', { kind, count: item.productCount });
      await repo.remove(db, id);
    },
  };
}
