// One operation over a raw graphql-ws socket, for tests of what the server answers before and
// around the protocol's client (limits, refusals, close codes).
import WebSocket from 'ws';

export interface WsAnswer {
  errors?: any[];
  data?: any;
  close?: { code: number; reason: string };
}

/** Resolves with the first error or next payload, or with the close when the server closes first. */
export function wsOnce(
  url: string,
  token: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<WsAnswer> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, 'graphql-transport-ws', { headers });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} })));
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      if (m.type === 'connection_ack') ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables } }));
      if (m.type === 'error') resolve({ errors: m.payload });
      if (m.type === 'next') resolve(m.payload);
      if (m.type === 'error' || m.type === 'next') ws.close();
    });
    ws.on('close', (code, reason) => resolve({ close: { code, reason: String(reason) } }));
  });
}
