// The web table: a client of the public API only (the generated SDK in sdk/, graphql-ws for
// the feed). Pages: start (sign in), lobby, table (play or watch), replay, leaderboard, player;
// at /embed/<tableId> the table alone, for a host's frame (embed.ts).
// Built by Vite into web/dist, which the app serves at `/` (docs/web.md).
import { html } from 'htm/preact';
import { render } from 'preact';
import { useEffect } from 'preact/hooks';
import { WebJoinTableDocument } from '../../sdk/src/index.js';
import { run, toasts, token } from './api.js';
import { LeaderboardPage } from './pages/leaderboard.js';
import { LobbyPage } from './pages/lobby.js';
import { MyStatsPage, PlayerPage } from './pages/player.js';
import { ReplayPage } from './pages/replay.js';
import { StartPage } from './pages/start.js';
import { TablePage } from './pages/table.js';
import { embedded, go, rememberReturn, route } from './router.js';
import { EmbedApp, startEmbed } from './embed.js';
import { LangSwitch, t } from './i18n.js';
import { RulesPage } from './pages/rules.js';
import { focusMain } from './focus.js';

/** An invite link: sign in first if needed, take the seat, then the table. */
function JoinPage({ tableId, code }: { tableId: string; code: string }) {
  useEffect(() => {
    // Already seated (a second click on the link): the toast says so, and the table opens anyway.
    run(WebJoinTableDocument, { input: { tableId, inviteCode: code } })
      .catch(() => {})
      .finally(() => go(`table/${tableId}/${code}`));
  }, [tableId, code]);
  return html`<main class="page"><p>${t().joining}</p></main>`;
}

function App() {
  const [page, a, b] = route.value;
  // Each page starts with the focus on its main control (focus.ts), not on <body>: a page's own
  // focus (a dialog's) or the person's is left alone.
  useEffect(() => focusMain(), [route.value.join('/')]);
  let body;
  const needsToken = page === 'lobby' || page === 'join' || page === 'me' || !page;
  if (needsToken && !token.value) {
    if (page) rememberReturn();
    body = html`<${StartPage} />`;
  } else if (!page || page === 'lobby') body = html`<${LobbyPage} />`;
  else if (page === 'table' && a) body = html`<${TablePage} key=${a} tableId=${a} inviteCode=${b} />`;
  else if (page === 'join' && a && b) body = html`<${JoinPage} tableId=${a} code=${b} />`;
  else if (page === 'replay' && a && b) body = html`<${ReplayPage} key=${`${a}/${b}`} tableId=${a} deal=${Number(b)} />`;
  else if (page === 'leaderboard') body = html`<${LeaderboardPage} initialGame=${a} />`;
  else if (page === 'player' && a) body = html`<${PlayerPage} key=${a} playerId=${a} initialGame=${b} />`;
  else if (page === 'me') body = html`<${MyStatsPage} />`;
  else if (page === 'rules') body = html`<${RulesPage} game=${a === 'tarock' ? 'tarock' : 'skat'} />`;
  else body = html`<main class="page"><p>${t().nothingHere} <a href="#/lobby">${t().toLobby}</a></p></main>`;
  return html`<div class="lang-bar"><${LangSwitch} /></div>
    ${body}
    <div class="toasts" role="alert" aria-live="assertive">
      ${toasts.value.map((t) => html`<div class="toast" data-toast=${t.id}>${t.text}</div>`)}
    </div>`;
}

// /embed/<tableId>: the table alone, for a host's frame (embed.ts).
if (embedded) startEmbed();
render(embedded ? html`<${EmbedApp} />` : html`<${App} />`, document.getElementById('app') as HTMLElement);
