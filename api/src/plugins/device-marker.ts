/**
 * The device marker (decision 030): a tablet's app says on its requests what its own storage holds
 * (header X-Device-State: `c1w2` = a catalogue, two orders not yet sent) and the API writes that
 * back as a cookie. A cookie set by the server outlives the browser clearing the site's storage
 * (Safari after seven days unused, any engine under storage pressure), so on its next start the
 * app can tell a cleared tablet from a new one and say what was lost. Only the app reads it; a
 * value it did not write is ignored. Nothing is kept on the server.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEVICE_MARKER_COOKIE, DEVICE_MARKER_MAX_AGE_SECONDS, DEVICE_STATE_HEADER, DEVICE_STATE_PATTERN } from '@portal/contract/rules';

export default fp(async function deviceMarker(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const state = request.headers[DEVICE_STATE_HEADER];
    if (typeof state !== 'string' || !DEVICE_STATE_PATTERN.test(state)) return payload;
    const secure = request.protocol === 'https' ? '; Secure' : '';
    const cookie = `${DEVICE_MARKER_COOKIE}=${state}; Path=/; Max-Age=${DEVICE_MARKER_MAX_AGE_SECONDS}; SameSite=Strict${secure}`;
    const already = reply.getHeader('set-cookie');
    reply.header('set-cookie', already === undefined ? cookie : [...[already].flat().map(String), cookie]);
    return payload;
  });
});
