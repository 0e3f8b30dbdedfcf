import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BadRequest } from './arbitraries.js';
import type { RouteSpec } from './catalogue.js';
import { percentEncode } from './values.js';

export function urlOf(route: RouteSpec, request: BadRequest): string {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => percentEncode(request.params[name] ?? ''));
  const query = Object.entries(request.query)
    .flatMap(([key, value]) => [value].flat().map((v) => `${percentEncode(key)}=${percentEncode(v)}`))
    .join('&');
  return query ? `${path}?${query}` : path;
}

export function send(
  app: FastifyInstance,
  route: RouteSpec,
  request: BadRequest,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const body = request.body;
  const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  const url = urlOf(route, request);
  if (!body) return app.inject({ method, url, headers });
  if ('json' in body) {
    return app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body.json) ?? 'null',
    });
  }
  return app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.raw,
  });
}

/** A short, printable account of a request for failure messages (huge strings cut). */
export function describeRequest(route: RouteSpec, request: BadRequest): string {
  const body = request.body
    ? 'json' in request.body
      ? JSON.stringify(request.body.json)
      : `${request.body.contentType} ${JSON.stringify(request.body.raw.toString())}`
    : '';
  return `${route.method} ${urlOf(route, request).slice(0, 300)} [${request.flaw}] ${(body ?? '').slice(0, 300)}`;
}
