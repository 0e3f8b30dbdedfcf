import http from 'node:http';
import { vigil } from './state.js';

export interface ApiResponse {
  status: number;
  body: unknown;
}

/**
 * Calls the API as a tenant's host would be called. Node cannot resolve *.localhost and its fetch
 * drops a Host header, so this connects to 127.0.0.1 and names the tenant in the Host header.
 */
export function tenantRequest(options: {
  slug: string;
  method: string;
  path: string;
  token?: string;
  body?: unknown;
}): Promise<ApiResponse> {
  const { port } = vigil();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: http.OutgoingHttpHeaders = {
    host: `${options.slug}.localhost:${port}`,
    accept: 'application/json',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method: options.method, path: options.path, headers, timeout: 15_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: response.statusCode ?? 0, body });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${options.method} ${options.path} timed out`)));
    request.on('error', reject);
    request.end(payload);
  });
}
