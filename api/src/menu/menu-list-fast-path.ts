import type { IncomingMessage, OutgoingHttpHeader, Server, ServerResponse } from 'node:http';
import fresh from 'fresh';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language, type MenuKind } from 'shared-lib/core';
import type { MenuService } from './menu.service';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** The menu page's request: a whole public item list, in the default or one asked language, and nothing else. */
const MENU_LIST_URL = new RegExp(`^/api/(menu|mokaland-menu)/items(?:\\?lang=(${SUPPORTED_LANGUAGES.join('|')}))?$`);

/** What Nest sent for one URL and Origin: the body (MenuService's cached bytes) and the headers, in order and casing. */
interface RecordedAnswer {
  body: Buffer;
  /** Name, value, name, value... as writeHead takes them. */
  headers: Array<string | OutgoingHttpHeader>;
  /** The same without Content-Type and Content-Length, as Express answers 304. */
  notModifiedHeaders: Array<string | OutgoingHttpHeader>;
  etag: string | undefined;
}

function headerList(res: ServerResponse, leave: string[] = []): Array<string | OutgoingHttpHeader> {
  const list: Array<string | OutgoingHttpHeader> = [];
  // getRawHeaderNames (Node 15.13) keeps the casing Node writes; @types/node 20.19 does not declare it.
  for (const name of (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames()) {
    if (leave.includes(name.toLowerCase())) continue;
    list.push(name, res.getHeader(name)!);
  }
  return list;
}

/**
 * Answers the public menu lists (GET /api/menu/items and /api/mokaland-menu/items, optionally ?lang=xx) from
 * memory, in front of Nest: per request Nest and Express cost several times what sending the cached body does.
 *
 * Nothing here decides what to send. The first request for a URL (and CORS origin) goes through Nest, and its
 * answer is recorded as sent: status 200, every header Nest's pipeline set (helmet's, CORS, Content-Type,
 * Content-Length, ETag) and the body, which is MenuService's cached buffer. Later requests get that answer again
 * for as long as MenuService still holds the very same buffer: an admin edit, on this instance or another, or
 * the cache's age limit, replaces it, and the next request goes through Nest again. A conditional request is
 * answered 304 when Express would (the same `fresh` check Express uses), without Content-Type and Content-Length,
 * as Express does. Anything else (other methods, query strings, a request body, an origin CORS refuses, a list not
 * in memory) goes to Nest untouched.
 */
export function answerMenuListsFromMemory(server: Server, menu: MenuService, options: { corsOrigins: string[]; requestLog?: RequestListener }): void {
  const nest = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const toNest: RequestListener = (req, res) => {
    for (const listener of nest) listener.call(server, req, res);
  };
  const allowedOrigins = new Set(options.corsOrigins);
  const recorded = new Map<string, RecordedAnswer>();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = req.method === 'GET' ? MENU_LIST_URL.exec(req.url ?? '') : null;
    const origin = req.headers.origin;
    const hasBody = req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');
    if (!match || hasBody || (origin !== undefined && !allowedOrigins.has(origin))) return toNest(req, res);

    const kind: MenuKind = match[1] === 'menu' ? 'main' : 'mokaland';
    const lang = (match[2] as Language | undefined) ?? DEFAULT_LANGUAGE;
    const key = `${req.url}\n${origin ?? ''}`;
    const answer = recorded.get(key);
    const body = menu.currentItemsBody(kind, lang);
    if (answer && body === answer.body) {
      options.requestLog?.(req, res);
      if (fresh(req.headers, { etag: answer.etag })) {
        res.writeHead(304, answer.notModifiedHeaders as OutgoingHttpHeader[]);
        res.end();
      } else {
        res.writeHead(200, answer.headers as OutgoingHttpHeader[]);
        res.end(answer.body);
      }
      return;
    }

    // Nest answers; a whole 200 answer of the list MenuService holds now is kept for the next request.
    const end = res.end;
    res.end = function (this: ServerResponse, ...args: unknown[]) {
      const chunk = args[0];
      if (this.statusCode === 200 && Buffer.isBuffer(chunk) && chunk === menu.currentItemsBody(kind, lang)) {
        const etag = this.getHeader('etag');
        recorded.set(key, { body: chunk, headers: headerList(this), notModifiedHeaders: headerList(this, ['content-type', 'content-length']), etag: typeof etag === 'string' ? etag : undefined });
      }
      return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['end'];
    toNest(req, res);
  });
}
