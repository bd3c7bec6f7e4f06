import type { FastifyInstance } from 'fastify';
import { idParams, type IdParams } from '@portal/contract/common';
import {
  vendorCreateBody,
  vendorListQuery,
  vendorUpdateBody,
  type VendorCreateInput,
  type VendorListQuery,
  type VendorUpdateInput,
} from '@portal/contract/vendors';
import { ok } from '../../lib/envelope';
import { ADMINS, EVERYONE, currentUser } from '../../plugins/auth';
import * as service from './vendors.service';

export default async function vendorRoutes(app: FastifyInstance) {
  const tags = ['vendors'];

  app.get('/vendors', { config: { access: EVERYONE }, schema: { tags, querystring: vendorListQuery } }, async (request) =>
    ok(await service.list(app.db, currentUser(request), request.query as VendorListQuery)),
  );

  // Registered before /vendors/:id so 'stats' is never read as an id.
  app.get('/vendors/stats', { config: { access: ADMINS }, schema: { tags } }, async () => ok(await service.stats(app.db)));

  app.get('/vendors/:id', { config: { access: EVERYONE }, schema: { tags, params: idParams } }, async (request) =>
    ok(await service.get(app.db, currentUser(request), (request.params as IdParams).id)),
  );

  app.post('/vendors', { config: { access: ADMINS }, schema: { tags, body: vendorCreateBody } }, async (request, reply) => {
    const vendor = await service.create(app.db, currentUser(request), request.body as VendorCreateInput, request.ip);
    return reply.status(201).send(ok(vendor, 'Vendor created successfully'));
  });

  app.put('/vendors/:id', { config: { access: ADMINS }, schema: { tags, params: idParams, body: vendorUpdateBody } }, async (request) => {
    const { id } = request.params as IdParams;
    return ok(await service.update(app.db, currentUser(request), id, request.body as VendorUpdateInput, request.ip), 'Vendor updated successfully');
  });

  app.delete('/vendors/:id', { config: { access: ADMINS }, schema: { tags, params: idParams } }, async (request) => {
    await service.remove(app.db, (request.params as IdParams).id, currentUser(request), request.ip);
    return ok(null, 'Vendor deleted successfully');
  });
}
