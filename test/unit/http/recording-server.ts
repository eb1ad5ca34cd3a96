// A tiny loopback server for the redirect tests: it records every request that reaches it (method, path, body,
// and whether credentials came, never their value) and answers either a redirect set up by the test or a 200
// echo. The emulator's /__emulator/echo does not report bodies or count requests, which these tests need.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  body: string;
  contentType: string | undefined;
  /** The scheme of the Authorization header that arrived, or null when none did. */
  authorization: string | null;
}

export interface RecordingServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** Every request received, in order. */
  readonly seen: SeenRequest[];
  /** Answers requests for `path` with `status` and `Location: location`. */
  redirect(path: string, status: number, location: string): void;
  close(): Promise<void>;
}

export async function startRecordingServer(): Promise<RecordingServer> {
  const seen: SeenRequest[] = [];
  const redirects = new Map<string, { status: number; location: string }>();
  const server = createServer((request, response) => void record(request, response));

  async function record(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = request.url ?? '/';
    const authorization = request.headers.authorization;
    const entry = {
      method: request.method ?? '',
      path,
      body: Buffer.concat(chunks).toString('utf8'),
      contentType: request.headers['content-type'],
      authorization: authorization ? authorization.split(' ')[0]! : null,
    };
    seen.push(entry);
    const redirect = redirects.get(path);
    if (redirect) {
      response.writeHead(redirect.status, { location: redirect.location, 'content-length': '0' }).end();
      return;
    }
    const body = JSON.stringify({ method: entry.method, path });
    response
      .writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
      .end(body);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    redirect: (path, status, location) => void redirects.set(path, { status, location }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
