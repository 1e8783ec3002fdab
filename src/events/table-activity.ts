// In-process notice "table X changed" for local workers (server bots). Kept apart from the
// PubSub so background work never depends on subscribers.
import { Injectable } from '@nestjs/common';
import { EventEmitter } from 'node:events';

@Injectable()
export class TableActivity {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  changed(tableId: string): void {
    this.emitter.emit('changed', tableId);
  }

  onChanged(listener: (tableId: string) => void): () => void {
    this.emitter.on('changed', listener);
    return () => this.emitter.off('changed', listener);
  }
}
