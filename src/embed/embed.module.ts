// Embedding a table (docs/embed.md): a platform asks for a one-time ticket for one of its players
// at one of its tables; the page /embed/<tableId>?ticket=... redeems it for a short-lived session
// token of that player, kept in the page's memory. /embed answers carry a CSP frame-ancestors
// with the table's platform's registered origins only (embed-page.ts); the page talks to its
// host by postMessage to those origins only (web/src/embed.ts).
import { Module } from '@nestjs/common';
import { PlatformsModule } from '../platforms/platforms.module.js';
import { EmbedRepository } from './embed.repository.js';
import { EmbedResolver } from './embed.resolver.js';
import { EmbedService } from './embed.service.js';

@Module({
  imports: [PlatformsModule],
  providers: [EmbedRepository, EmbedService, EmbedResolver],
  exports: [EmbedService],
})
export class EmbedModule {}
