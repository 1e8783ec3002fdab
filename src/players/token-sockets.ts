// The open websockets (and SSE streams, transports/sse.ts) of each API token in this
// process, so that revoking a token closes its sockets at once (4401, "UNAUTHENTICATED"; a
// stream gets an UNAUTHENTICATED error event and ends). PlayersService tells every instance of a
// revocation over the PubSub, and each closes its own sockets here.
import { Injectable } from '@nestjs/common';

export interface ClosableSocket {
  close(code: number, reason: string): void;
}

/** graphql-ws's code for "Unauthorized"; the reason carries our error code. */
export const UNAUTHENTICATED_CLOSE = 4401;

@Injectable()
export class TokenSockets {
  private readonly byToken = new Map<string, Set<ClosableSocket>>();

  add(tokenId: string, socket: ClosableSocket): void {
    let set = this.byToken.get(tokenId);
    if (!set) this.byToken.set(tokenId, (set = new Set()));
    set.add(socket);
  }

  remove(tokenId: string, socket: ClosableSocket): void {
    const set = this.byToken.get(tokenId);
    if (set?.delete(socket) && !set.size) this.byToken.delete(tokenId);
  }

  /** Closes every socket opened with the token. */
  revoked(tokenId: string): void {
    for (const s of this.byToken.get(tokenId) ?? []) s.close(UNAUTHENTICATED_CLOSE, 'UNAUTHENTICATED: the API token was revoked');
    this.byToken.delete(tokenId);
  }
}
