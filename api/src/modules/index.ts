/** Every API module, registered under /api/v1. One line per domain. */
import type { FastifyInstance } from 'fastify';
import healthRoutes from './health/health.routes';

export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
}
