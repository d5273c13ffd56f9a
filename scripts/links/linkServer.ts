// A server for the link checker's tests, on 127.0.0.1 only: each path answers as a kind of host the
// checker meets out there. It records every request it gets, and holds those under /hold/ until told.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LinkServer {
  readonly origin: string;
  /** Each request, as `METHOD /path`, in the order they came. */
  readonly requests: readonly string[];
  readonly userAgents: ReadonlySet<string | undefined>;
  /** How many requests under /hold/ wait for `release`, which answers them and those that come after. */
  readonly held: () => number;
  readonly release: () => void;
  readonly close: () => Promise<void>;
}

const answer = (res: ServerResponse, status: number, location?: string) => {
  res.writeHead(status, location === undefined ? {} : { location });
  res.end();
};

export async function startLinkServer(): Promise<LinkServer> {
  const requests: string[] = [];
  const userAgents = new Set<string | undefined>();
  const held: ServerResponse[] = [];
  let holding = true;
  const seen = (request: string) => requests.filter((r) => r === request).length;

  const route = (req: IncomingMessage, res: ServerResponse) => {
    const { method = '', url = '' } = req;
    requests.push(`${method} ${url}`);
    userAgents.add(req.headers['user-agent']);
    const hops = /^\/hops\/(\d+)$/.exec(url);
    if (hops) {
      const left = Number(hops[1]);
      return left === 0 ? answer(res, 200) : answer(res, 301, `/hops/${left - 1}`);
    }
    if (url.startsWith('/hold/')) return holding ? void held.push(res) : answer(res, 200);
    switch (url) {
      case '/ok':
        return answer(res, 200);
      case '/moved':
        return answer(res, 301, '/ok');
      case '/moved-to-missing':
        return answer(res, 301, '/missing');
      case '/missing':
        return answer(res, 404);
      case '/gone':
        return answer(res, 410);
      case '/broken':
        return answer(res, 500);
      // A host that refuses HEAD, and fails its first GET.
      case '/unavailable-once':
        if (method === 'HEAD') return answer(res, 405);
        return answer(res, seen('GET /unavailable-once') === 1 ? 503 : 200);
      case '/no-head':
        return answer(res, method === 'HEAD' ? 405 : 200);
      case '/unauthorized':
        return answer(res, 401);
      case '/forbidden':
        return answer(res, 403);
      case '/too-many':
        return answer(res, 429);
      case '/linkedin':
        return answer(res, 999);
      case '/loop':
        return answer(res, 302, '/loop-back');
      case '/loop-back':
        return answer(res, 302, '/loop');
      // No answer at all: the checker's time runs out.
      case '/silent':
        return;
      default:
        return answer(res, 404);
    }
  };

  const server = createServer(route);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // It never keeps the test's process alive, even if a test forgets to close it.
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    userAgents,
    held: () => held.length,
    release: () => {
      holding = false;
      held.splice(0).forEach((res) => answer(res, 200));
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 where nothing listens: a connection to it is refused. */
export async function refusingPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
