// Types of serve.js for the shell's typed site server (shell/src/server/site-server.ts).
import type { Express, RequestHandler, Response } from 'express';

export const SERVER_TIME_LIMITS: { requestTimeout: number; headersTimeout: number; keepAliveTimeout: number; connectionsCheckingInterval: number };
export const NO_CACHE: string;
export function allowAnyOrigin(...args: Parameters<RequestHandler>): void;
export function apiProxy(apiTarget: string): RequestHandler;
export function cacheControlFor(file: string): string;
export interface ListeningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}
export function createStaticServer(options: {
  dir: string;
  port?: number;
  host?: string;
  spa?: boolean;
  apiTarget?: string;
  mounts?: Array<{ prefix: string; dir: string }>;
}): Promise<ListeningServer>;
export function listen(app: Express, port: number, host: string): Promise<ListeningServer>;
export function pageHeaders(res: Response, headers: { contentSecurityPolicy: string; frameOptions: string }): void;
export function staticFileOptions(htmlHeaders: (res: Response, file: string) => void): {
  index: false;
  setHeaders(res: Response, file: string): void;
};
