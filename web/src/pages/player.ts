// A player's page for one game: the rating after each rated match as a small line, the current
// rating, the statistics over finished matches (all, or rated only) and the CSV export of everyone's.
import { t } from '../i18n.js';
import { html } from 'htm/preact';
import { useEffect, useState } from 'preact/hooks';
import {
  MeDocument,
  WebPlayerStatisticsDocument,
  WebRatingHistoryDocument,
  type Game,
  type WebPlayerStatisticsQuery,
  type WebRatingHistoryQuery,
} from '../../../sdk/src/index.js';
import { run } from '../api.js';
import { go } from '../router.js';

type Change = WebRatingHistoryQuery['ratingHistory']['changes'][number];
type Stats = WebPlayerStatisticsQuery['playerStatistics'];
/** Pages of history read at most (50 matches each; a page of 100 costs more than a page should). */
const MAX_PAGES = 40;

const NAMES_KEY = 'skat.playerNames';

/** A player's name as a list showed it, until the statistics (which carry the player) answer. */
export function rememberName(id: string, name: string): void {
  const names = JSON.parse(sessionStorage.getItem(NAMES_KEY) ?? '{}') as Record<string, string>;
  names[id] = name;
  sessionStorage.setItem(NAMES_KEY, JSON.stringify(names));
}
const nameOf = (id: string): string | null => (JSON.parse(sessionStorage.getItem(NAMES_KEY) ?? '{}') as Record<string, string>)[id] ?? null;

/** #/me: the signed-in player's own page. */
export function MyStatsPage() {
  useEffect(() => {
    run(MeDocument, {}).then(
      (d) => {
        rememberName(d.me.id, d.me.name);
        go(`player/${d.me.id}`);
      },
      () => {},
    );
  }, []);
  return html`<main class="page"><p>${t().loading}</p></main>`;
}

export function PlayerPage({ playerId, initialGame }: { playerId: string; initialGame?: string }) {
  const [game, setGame] = useState<Game>(initialGame === 'TAROCK' ? 'TAROCK' : 'SKAT');
  const [ratedOnly, setRatedOnly] = useState(false);
  const [history, setHistory] = useState<{ current: number | null; changes: Change[] } | null>(null);
  const [stats, setStats] = useState<Stats | null>(null);

  useEffect(() => {
    let live = true;
    setHistory(null);
    (async () => {
      const changes: Change[] = [];
      let after: string | null = null;
      let current: number | null = null;
      for (let i = 0; i < MAX_PAGES; i++) {
        const d: WebRatingHistoryQuery = await run(WebRatingHistoryDocument, { playerId, game, after });
        changes.push(...d.ratingHistory.changes);
        current = d.ratingHistory.current?.rating ?? null;
        if (!d.ratingHistory.pageInfo.hasNextPage) break;
        after = d.ratingHistory.pageInfo.endCursor ?? null;
      }
      if (live) setHistory({ current, changes });
    })().catch(() => {});
    return () => (live = false);
  }, [playerId, game]);
  useEffect(() => {
    let live = true;
    setStats(null);
    run(WebPlayerStatisticsDocument, { playerId, game, ratedOnly }).then(
      (d) => live && setStats(d.playerStatistics),
      () => {},
    );
    return () => (live = false);
  }, [playerId, game, ratedOnly]);

  const T = t();
  const name = stats?.player.handle ?? nameOf(playerId);
  const csv = `export/statistics.csv?game=${game}${ratedOnly ? '&ratedOnly=true' : ''}`;
  return html`<main class="page player" data-game=${game} data-player=${playerId}>
    <header class="bar">
      <a href="#/lobby" class="button">${T.lobbyLink}</a>
      <h1 data-testid="player-name">${name ?? T.playerWord} <small>· ${game === 'TAROCK' ? 'Tarock' : 'Skat'}</small></h1>
      <a href="#/leaderboard">${T.leaderboard}</a>
    </header>
    <section class="card-box">
      <div class="filters">
        <label>${T.gameLabel} <select name="game" value=${game} onChange=${(e: Event) => setGame((e.target as HTMLSelectElement).value as Game)}>
          <option value="SKAT">Skat</option><option value="TAROCK">Tarock</option></select></label>
        <label class="check"><input name="ratedOnly" type="checkbox" checked=${ratedOnly} onChange=${(e: Event) => setRatedOnly((e.target as HTMLInputElement).checked)} /> ${T.ratedOnly}</label>
      </div>
      <h2>${T.chartY}</h2>
      ${
        history === null
          ? html`<p>${T.loading}</p>`
          : html`<p>${T.currentRating} <strong data-testid="current-rating">${history.current === null ? T.noneYet : history.current.toFixed(2)}</strong> · ${T.nRatedMatches(history.changes.length)}</p>
            ${history.changes.length ? html`<${RatingLine} changes=${history.changes} />` : null}`
      }
    </section>
    <section class="card-box">
      <h2>${T.statistics}</h2>
      ${stats === null ? html`<p>${T.loading}</p>` : html`<${StatsTable} stats=${stats} />`}
      <p><a href=${csv} download data-testid="csv">${T.csvLink}</a></p>
    </section>
  </main>`;
}

/** The rating after each rated match, oldest first, as one inline SVG line with labelled axes. */
function RatingLine({ changes }: { changes: Change[] }) {
  const T = t();
  const w = 480;
  const h = 170;
  const left = 52;
  const bottom = 36;
  const top = 8;
  const right = 10;
  const ys = [0, ...changes.map((c) => c.after.rating)];
  const lo = Math.min(...ys);
  const hi = Math.max(...ys);
  const x = (i: number) => left + (ys.length > 1 ? (i * (w - left - right)) / (ys.length - 1) : 0);
  const y = (v: number) => h - bottom - (hi > lo ? ((v - lo) * (h - bottom - top)) / (hi - lo) : (h - bottom - top) / 2);
  const points = ys.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const yTicks = [...new Set([lo, hi, ...(lo < 0 && hi > 0 ? [0] : [])])];
  const xTicks = ys.length <= 6 ? ys.map((_, i) => i) : [0, Math.round((ys.length - 1) / 2), ys.length - 1];
  return html`<svg class="rating-line" viewBox=${`0 0 ${w} ${h}`} width="100%" role="img"
      aria-label=${`${T.chartY} / ${T.chartX}: ${changes.map((c) => c.after.rating.toFixed(2)).join(', ')}`}>
    <line x1=${left} y1=${top} x2=${left} y2=${h - bottom} stroke="#4a4a4f" />
    <line x1=${left} y1=${h - bottom} x2=${w - right} y2=${h - bottom} stroke="#4a4a4f" />
    ${yTicks.map((v) => html`<text x=${left - 4} y=${y(v) + 4} text-anchor="end" font-size="11" fill="#1d1d1f">${v.toFixed(1)}</text>`)}
    ${xTicks.map((i) => html`<text x=${x(i)} y=${h - bottom + 14} text-anchor="middle" font-size="11" fill="#1d1d1f">${i}</text>`)}
    <text x=${(left + w - right) / 2} y=${h - 4} text-anchor="middle" font-size="12" fill="#1d1d1f" data-axis="x">${T.chartX}</text>
    <text x="12" y=${(top + h - bottom) / 2} text-anchor="middle" font-size="12" fill="#1d1d1f" transform=${`rotate(-90 12 ${(top + h - bottom) / 2})`} data-axis="y">${T.chartY}</text>
    <polyline points=${points} fill="none" stroke="currentColor" stroke-width="2" />
    ${ys.map((v, i) => html`<circle cx=${x(i)} cy=${y(v)} r="3"><title>${i === 0 ? T.chartStart : T.chartPoint(i, v.toFixed(2), `${changes[i - 1].change >= 0 ? '+' : ''}${changes[i - 1].change.toFixed(2)}`)}</title></circle>`)}
  </svg>`;
}

const pct = (r: number) => `${Math.round(r * 100)}%`;
const won = (c: { count: number; won: number; rate?: number | null }) => `${t().ofCount(c.won, c.count)}${c.rate != null ? ` (${pct(c.rate)})` : ''}`;
const avg = (v: number | null) => (v === null ? '–' : v.toFixed(1));

function StatsTable({ stats: s }: { stats: Stats }) {
  const L = t().stat;
  const rows: [string, string, string][] = [
    ['matches', L.matches, String(s.matches)],
    ['matchesWon', L.matchesWon, String(s.matchesWon)],
    ['deals', L.deals, String(s.deals)],
    ['declarer', L.declarer, won(s.declarer)],
    ['defender', L.defender, won(s.defender)],
  ];
  if (s.skat) {
    const k = s.skat;
    for (const g of k.byGameType) rows.push([`gameType-${g.gameType}`, L.gameType(t().games[g.gameType] ?? g.gameType.toLowerCase()), won(g)]);
    rows.push(
      ['seegerFabianPoints', L.seegerFabianPoints, String(k.seegerFabianPoints)],
      ['averageSeegerFabianPerSeries', L.averageSeegerFabianPerSeries, avg(k.averageSeegerFabianPerSeries)],
      ['kontra', L.kontra, won(k.kontra)],
      ['re', L.re, won(k.re)],
      ['overbids', L.overbids, String(k.overbids)],
      ['schneiderWon', L.schneiderWon, `${k.schneiderWon} / ${k.schwarzWon}`],
      ['ramschDeals', L.ramschDeals, `${k.ramschDeals}, ${k.ramschLosses}`],
      ['passedDeals', L.passedDeals, String(k.passedDeals)],
    );
  }
  if (s.tarock) {
    const tk = s.tarock;
    for (const c of tk.contracts) rows.push([`contract-${c.contract}`, L.contract(t().tk.contracts[c.contract] ?? c.contract.toLowerCase()), won(c)]);
    rows.push(
      ['durch', L.durch, String(tk.durch)],
      ['redeals', L.redeals, String(tk.redeals)],
      ['ledgerTotal', L.ledgerTotal, String(tk.ledgerTotal)],
      ['averageLedgerPerMatch', L.averageLedgerPerMatch, avg(tk.averageLedgerPerMatch)],
    );
  }
  return html`<table class="sheet stats">
    <tbody>${rows.map(([key, label, value]) => html`<tr data-stat=${key}><th>${label}</th><td class="num">${value}</td></tr>`)}</tbody>
  </table>`;
}
