import type { FastifyInstance } from 'fastify';
import {
  favouriteBody,
  favouriteParams,
  favouriteRemoveQuery,
  type FavouriteBody,
  type FavouriteParams,
  type FavouriteRemoveQuery,
} from '@portal/contract/favourites';
import { ok } from '../../lib/envelope';
import { SHOPPERS, currentUser } from '../../plugins/auth';
import * as service from './favourites.service';

/** The signed-in shopper's own favourites (CHAPTER and USER; the back office has none). */
export default async function favouriteRoutes(app: FastifyInstance) {
  const tags = ['favourites'];
  const config = { access: SHOPPERS };
  const productId = (request: { params: unknown }) => (request.params as FavouriteParams).productId;

  app.get('/favourites', { config, schema: { tags } }, async (request) => ok(await service.list(app.db, currentUser(request).id)));

  app.put('/favourites/:productId', { config, schema: { tags, params: favouriteParams, body: favouriteBody } }, async (request) =>
    ok(await service.mark(app.db, currentUser(request).id, productId(request), (request.body as FavouriteBody | undefined)?.at)),
  );

  app.delete('/favourites/:productId', { config, schema: { tags, params: favouriteParams, querystring: favouriteRemoveQuery } }, async (request) =>
    ok(await service.unmark(app.db, currentUser(request).id, productId(request), (request.query as FavouriteRemoveQuery).at)),
  );
}
