// GET /export/statistics.csv?game=<Game>[&ratedOnly=true][&kind=PERSON|BOT]: every player's
// statistics in one game as CSV, one line per player, for clubs' spreadsheets (docs/ratings.md).
// Counted against the address's rate limit; a bad parameter answers 400 with the GraphQL error shape (extensions.code BAD_USER_INPUT).
import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { GAME_MESSAGE, GAME_NAMES } from '../game/schema-vocabulary.js';
import { RateLimits } from '../limits/rate-limits.js';
import type { PlayerKind } from '../players/player.entity.js';
import { RatingsService } from './ratings.service.js';

// The few parts of Express used here (its types are not installed).
interface Request {
  ip?: string;
}
interface Response {
  status(code: number): Response;
  setHeader(name: string, value: string): Response;
  type(t: string): Response;
  json(body: unknown): void;
  send(body: string): void;
}

const GAMES: Record<string, (typeof GAME_NAMES)[number]> = Object.fromEntries(GAME_NAMES.map((g) => [g, g]));
const KINDS: Record<string, PlayerKind> = { person: 'person', bot: 'bot' };
const BOOLS: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

@Controller('export')
export class RatingsExportController {
  constructor(
    private readonly ratings: RatingsService,
    private readonly limits: RateLimits,
  ) {}

  @Get('statistics.csv')
  async statistics(@Query() q: Record<string, unknown>, @Req() req: Request, @Res() res: Response): Promise<void> {
    // One request of the address's GraphQL budget (RATE_LIMIT_PER_IP).
    const wait = await this.limits.hit('IP', req.ip ?? 'unknown');
    if (wait) {
      res
        .status(429)
        .setHeader('retry-after', String(wait))
        .json({
          errors: [
            { message: `Too many requests from this address: retry after ${wait} s.`, extensions: { code: 'RATE_LIMITED', limit: 'IP', retryAfter: wait } },
          ],
        });
      return;
    }
    const refuse = (field: string, message: string) => {
      res.status(400).json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field } }] });
    };
    const param = (name: string): string | undefined => (typeof q[name] === 'string' ? (q[name] as string).toLowerCase() : undefined);
    const unknown = Object.keys(q).find((k) => !['game', 'ratedOnly', 'kind'].includes(k));
    if (unknown) return refuse(unknown, `Unknown parameter ${unknown}: game, ratedOnly and kind are known.`);
    const game = GAMES[param('game') ?? ''];
    if (!game) return refuse('game', `${GAME_MESSAGE}.`);
    const ratedOnly = q.ratedOnly === undefined ? false : BOOLS[param('ratedOnly') ?? ''];
    if (ratedOnly === undefined) return refuse('ratedOnly', 'ratedOnly must be true or false.');
    const kind = q.kind === undefined ? null : KINDS[param('kind') ?? ''];
    if (kind === undefined) return refuse('kind', 'kind must be PERSON or BOT.');
    const csv = await this.ratings.csv(game, ratedOnly, kind);
    res.status(200).type('text/csv; charset=utf-8').setHeader('content-disposition', `attachment; filename="statistics-${game}.csv"`).send(csv);
  }
}
