import { createRequire } from 'node:module';

/**
 * The part of the `ws` package this code uses. `ws` (the dependency of @fastify/websocket) ships no
 * types and @types/ws is not installed, so the surface is declared here; the server socket handed
 * over by @fastify/websocket and the client below are both `ws` WebSockets.
 */
export interface WsSocket {
  readonly readyState: number;
  send(data: string | Buffer, callback?: (error?: Error) => void): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): this;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
  on(event: 'open', listener: () => void): this;
  on(
    event: 'unexpected-response',
    listener: (request: unknown, response: { statusCode?: number }) => void,
  ): this;
  once(event: 'open', listener: () => void): this;
  once(event: 'close', listener: (code: number, reason: Buffer) => void): this;
  once(event: 'error', listener: (error: Error) => void): this;
}

export interface WsClientOptions {
  headers?: Record<string, string>;
  maxPayload?: number;
  handshakeTimeout?: number;
}

export type WsClientConstructor = new (url: string, options?: WsClientOptions) => WsSocket;

export const WS_OPEN = 1;

const requireFromHere = createRequire(import.meta.url);

/** The `ws` client class (Node 20 has no global WebSocket). */
export function wsClient(): WsClientConstructor {
  return requireFromHere('ws') as WsClientConstructor;
}
