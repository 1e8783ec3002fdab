// Rules: a short page per game (Skat, Bavarian Tarock), written from the service's rules (the
// authority is RULES.md), reachable from every table (#/rules/skat, #/rules/tarock).
import { html } from 'htm/preact';
import { t } from '../i18n.js';

export function RulesPage({ game }: { game: 'skat' | 'tarock' }) {
  const T = t();
  return html`<main class="page rules" data-game=${game}>
    <header class="bar">
      <button type="button" class="button" onClick=${() => history.back()}>${T.rulesBack}</button>
      <h1>${T.rulesTitle(game === 'skat' ? 'Skat' : 'Tarock')}</h1>
    </header>
    ${T.rules[game].map(([title, text]) => html`<section class="card-box"><h2>${title}</h2><p>${text}</p></section>`)}
  </main>`;
}
