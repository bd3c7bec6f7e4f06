/** Categories and tags answer the same routes from one declaration each (contract/src/taxonomy.ts). */
import type { FastifyInstance } from 'fastify';
import type { categoryRoutes, tagRoutes } from '@portal/contract/taxonomy';
import { ok } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import { taxonomyService } from './taxonomy.service';
import type { TaxonomyKind } from './taxonomy.repo';

const names = { category: 'Category', tag: 'Tag' } as const;

/**
 * Every route of the kind but its list, whose answer names its rows after the kind ({ categories }
 * or { tags }): each module serves its list itself with `listRoute`.
 */
export function registerTaxonomy(app: FastifyInstance, kind: TaxonomyKind, routes: typeof categoryRoutes | typeof tagRoutes) {
  const service = taxonomyService(kind);
  const Name = names[kind];

  // Registered before /:id so 'stats' is never read as an id.
  serve(app, routes.stats, async () => ok(await service.stats(app.db)));
  serve(app, routes.create, async ({ body }) => ok(await service.create(app.db, body), `${Name} created successfully`));
  serve(app, routes.update, async ({ params, body }) => ok(await service.update(app.db, params.id, body), `${Name} updated successfully`));
  serve(app, routes.activate, async ({ params }) => ok(await service.setActive(app.db, params.id, true), `${Name} activated successfully`));
  serve(app, routes.deactivate, async ({ params }) => ok(await service.setActive(app.db, params.id, false), `${Name} deactivated successfully`));
  serve(app, routes.remove, async ({ params }) => {
    await service.remove(app.db, params.id);
    return ok(null, `${Name} deleted successfully`);
  });
  return service;
}
