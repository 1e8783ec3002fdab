// coalesceWrites on a real ws server and client: messages sent within one turn of the event
// loop (each the next after the previous one's callback, as graphql-ws sends an operation's
// `next` and `complete`) leave the server in one socket write, and all arrive, in order.
import type { AddressInfo, Socket } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { coalesceWrites } from '../../src/common/graphql/ws-server.js';

/** Sends three messages, each from the previous one's callback; resolves with the server socket's write calls and what the client got. */
async function sendChained(coalesce: boolean): Promise<{ writes: number; received: string[] }> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  if (coalesce) coalesceWrites(wss);
  let writes = 0;
  wss.on('connection', (ws) => {
    const tcp = (ws as unknown as { _socket: Socket & { _write: (...a: unknown[]) => void; _writev: (...a: unknown[]) => void } })._socket;
    for (const m of ['_write', '_writev'] as const) {
      const original = tcp[m].bind(tcp);
      tcp[m] = (...a: unknown[]) => {
        writes++;
        original(...a);
      };
    }
    ws.send('a', () => ws.send('b', () => ws.send('c')));
  });
  await new Promise<void>((r) => wss.once('listening', r));
  const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
  const received: string[] = [];
  await new Promise<void>((resolve, reject) => {
    client.once('error', reject);
    client.on('message', (d) => {
      received.push(String(d));
      if (received.length === 3) resolve();
    });
  });
  const before = writes; // the close handshake writes too
  client.close();
  await new Promise<void>((r) => wss.close(() => r()));
  return { writes: before, received };
}

describe('coalesceWrites', () => {
  it('sends chained messages of one turn in one write, in order', async () => {
    const { writes, received } = await sendChained(true);
    expect(received).toEqual(['a', 'b', 'c']);
    expect(writes).toBe(1);
  });

  it('is what makes the difference: plain ws writes each message on its own', async () => {
    const { writes, received } = await sendChained(false);
    expect(received).toEqual(['a', 'b', 'c']);
    expect(writes).toBe(3);
  });
});
