/** OpenAPI document generated from the route schemas (valibot, converted), served at /api/v1/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isValibotSchema } from '../lib/validation';
import { APP_VERSION } from '../version';

function convert(schema: unknown): unknown {
  if (!isValibotSchema(schema)) return schema;
  try {
    return toJsonSchema(schema, { errorMode: 'ignore' });
  } catch {
    return { type: 'object' };
  }
}

export default fp(async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Chapter Portal API', version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: ({ schema, url }) => {
      if (!schema) return { schema, url };
      const s = schema as Record<string, unknown>;
      return {
        url,
        schema: {
          ...s,
          ...(s.body ? { body: convert(s.body) } : {}),
          ...(s.querystring ? { querystring: convert(s.querystring) } : {}),
          ...(s.params ? { params: convert(s.params) } : {}),
        } as never,
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/v1/docs' });
});
