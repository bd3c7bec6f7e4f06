/** OpenAPI document generated from the route schemas (valibot, converted), served at /api/v1/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteContract } from '@portal/contract/route';
import { isValibotSchema } from '../lib/validation';
import { APP_VERSION } from '../version';

/** A body the handler reads itself (a CSV import), as the API document shows it: text, or a multipart field. */
function uploadBody(upload: NonNullable<RouteContract['upload']>): unknown {
  const file = { type: 'string', description: upload.description };
  const content = Object.fromEntries(
    upload.types.map((type) => [
      type,
      { schema: type === 'multipart/form-data' ? { type: 'object', properties: { [upload.field]: { ...file, format: 'binary' } }, required: [upload.field] } : file },
    ]),
  );
  return { content };
}

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
    transform: ({ schema, url, route }) => {
      if (!schema) return { schema, url };
      const s = schema as Record<string, unknown>;
      const upload = (route.config as { contract?: RouteContract } | undefined)?.contract?.upload;
      return {
        url,
        schema: {
          ...s,
          ...(s.body ? { body: convert(s.body) } : {}),
          ...(upload ? { body: uploadBody(upload) } : {}),
          ...(s.querystring ? { querystring: convert(s.querystring) } : {}),
          ...(s.params ? { params: convert(s.params) } : {}),
        } as never,
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/v1/docs' });
});
