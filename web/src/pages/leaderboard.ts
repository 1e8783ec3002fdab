// Leaderboard: one rating pool (Skat or Tarock; people, or the bot ladder), best first, a page at
// a time with "More"; each name links to the player's page (docs/ratings.md).
import { t } from '../i18n.js';
import { rememberName } from './player.js';
import { html } from 'htm/preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { WebLeaderboardDocument, type Game, type PlayerKind, type WebLeaderboardQuery } from '../../../sdk/src/index.js';
import { run } from '../api.js';

const PAGE = 20;
type Entry = WebLeaderboardQuery['leaderboard']['nodes'][number];

export function LeaderboardPage({ initialGame }: { initialGame?: string }) {
  const [game, setGame] = useState<Game>(initialGame === 'TAROCK' ? 'TAROCK' : 'SKAT');
  const [kind, setKind] = useState<PlayerKind>('PERSON');
  // The rows belong to one pool: a page that arrives after the filters changed is dropped.
  const pool = `${game}/${kind}`;
  const [data, setData] = useState<{ pool: string; rows: Entry[]; next: string | null } | null>(null);
  const current = useRef(pool);
  current.current = pool;

  const [busy, setBusy] = useState(false);

  const load = async (after: string | null) => {
    setBusy(true);
    try {
      const d = await run(WebLeaderboardDocument, { game, kind, first: PAGE, after });
      const next = d.leaderboard.pageInfo.hasNextPage ? (d.leaderboard.pageInfo.endCursor ?? null) : null;
      if (current.current !== pool) return;
      setData((old) => ({ pool, rows: [...(after && old?.pool === pool ? old.rows : []), ...d.leaderboard.nodes], next }));
    } catch {
      /* toast */
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => void load(null), [pool]);
  const rows = data?.pool === pool ? data.rows : null;
  const next = data?.pool === pool ? data.next : null;

  const T = t();
  return html`<main class="page leaderboard" data-game=${game} data-kind=${kind}>
    <header class="bar">
      <a href="#/lobby" class="button">${T.lobbyLink}</a>
      <h1>${T.leaderboard}</h1>
      <a href="#/me" data-testid="my-stats">${T.myStats}</a>
    </header>
    <section class="card-box">
      <div class="filters">
        <label>${T.gameLabel} <select name="game" value=${game} onChange=${(e: Event) => setGame((e.target as HTMLSelectElement).value as Game)}>
          <option value="SKAT">Skat</option><option value="TAROCK">Tarock</option></select></label>
        <label>${T.playersLabel} <select name="kind" value=${kind} onChange=${(e: Event) => setKind((e.target as HTMLSelectElement).value as PlayerKind)}>
          <option value="PERSON">${T.people}</option><option value="BOT">${T.botLadder}</option></select></label>
      </div>
      <p class="explain" data-testid="rating-explained">${T.ratingExplained}</p>
      <p class="hint-text">${T.ratingFormula}</p>
      ${
        rows === null
          ? html`<p>${T.loading}</p>`
          : rows.length === 0
            ? html`<p>${T.noRatedMatches}</p>`
            : html`<table class="sheet board">
              <thead><tr><th class="num">#</th><th>${T.playerWord}</th><th class="num">${T.ratingCol}</th><th class="num">${T.matchesCol}</th></tr></thead>
              <tbody>
                ${rows.map(
                  (r) => html`<tr data-player=${r.player.id}>
                    <td class="num">${r.rank}</td>
                    <td><a href=${`#/player/${r.player.id}/${game}`} onClick=${() => rememberName(r.player.id, r.player.handle)}>${r.player.handle}</a>${r.player.serverBot ? html` <small>${T.serverBot}</small>` : null}</td>
                    <td class="num" data-rating=${r.rating}>${r.rating.toFixed(2)}</td>
                    <td class="num">${r.matches}</td>
                  </tr>`,
                )}
              </tbody>
            </table>`
      }
      ${next ? html`<div class="row"><button type="button" data-testid="more" disabled=${busy} onClick=${() => void load(next)}>${T.more}</button></div>` : null}
    </section>
  </main>`;
}
