// Lobby: play Skat or Tarock against bots at once, create a table of either game with every
// option, and the open tables (paged, filtered by game, preset and players) plus the caller's own
// unfinished tables.
import { t as words } from '../i18n.js';
import { html } from 'htm/preact';
import { useEffect, useState } from 'preact/hooks';
import {
  MyTablesDocument,
  WebAddBotsDocument,
  WebCreateTableDocument,
  WebLobbyPageDocument,
  type CreateTableInput,
  type Game,
  type MyTablesQuery,
  type Preset,
  type RuleOverridesInput,
  type TarockSettlement,
  type TarockVariant,
  type WebLobbyPageQuery,
} from '../../../sdk/src/index.js';
import { myName, run, setIdentity } from '../api.js';
import { go } from '../router.js';

const PRESETS: Record<Game, Preset[]> = { SKAT: ['STANDARD', 'CLUB', 'PUB', 'TOURNAMENT'], TAROCK: ['TAROCK', 'TAROCK_BETTEL', 'HAFERL'] };
const GAME_NAME: Record<Game, string> = { SKAT: 'Skat', TAROCK: 'Tarock' };
/** A preset in words, in the page's language. */
export const presetName = (p: string) => words().presetNames[p] ?? p.toLowerCase();
/** The on/off rule options. */
type SwitchRule = { [K in keyof RuleOverridesInput]-?: NonNullable<RuleOverridesInput[K]> extends boolean ? K : never }[keyof RuleOverridesInput];
/** Tarock's on/off options, each of one variant (the server refuses the other variant's: docs/tarock.md#options-by-variant); their words are the catalogue's ruleNames. */
const TAROCK_RULES: [SwitchRule, TarockVariant][] = [
  ['heartFrage', 'SIMPLE'],
  ['bettel', 'SIMPLE'],
  ['pickUpHeartsOnly', 'HAFERL'],
];
const RULES: SwitchRule[] = ['kontraRe', 'kontraRequiresBid', 'ramsch', 'bock', 'bockRamschRounds', 'tips', 'tournamentScoring', 'concessions'];
const PAGE = 10;

type LobbyTable = WebLobbyPageQuery['lobbyPage']['edges'][number]['node'];

export function LobbyPage() {
  const [game, setGame] = useState<Game | ''>('');
  const [preset, setPreset] = useState<Preset | ''>('');
  const [players, setPlayers] = useState<number | ''>('');
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [page, setPage] = useState<WebLobbyPageQuery['lobbyPage'] | null>(null);
  const [mine, setMine] = useState<MyTablesQuery['myTables']>([]);
  const after = cursors[cursors.length - 1];

  useEffect(() => {
    run(WebLobbyPageDocument, { first: PAGE, after, game: game || null, preset: preset || null, players: players || null }).then(
      (d) => setPage(d.lobbyPage),
      () => {},
    );
  }, [game, preset, players, after]);
  useEffect(() => {
    run(MyTablesDocument, { limit: 20 }).then(
      (d) => setMine(d.myTables),
      () => {},
    );
  }, []);

  const playBots = async (g: Game) => {
    try {
      const t = await run(WebCreateTableDocument, {
        input: g === 'TAROCK' ? { game: 'TAROCK', preset: 'TAROCK', rounds: 1 } : { preset: 'STANDARD', rounds: 1 },
      });
      await run(WebAddBotsDocument, { input: { tableId: t.createTable.table.id, strategy: 'HEURISTIC' } });
      go(`table/${t.createTable.table.id}`);
    } catch {
      /* toast */
    }
  };

  const W = words();
  return html`<main class="page lobby">
    <header class="bar">
      <h1>${W.lobbyTitle}</h1>
      <span>${W.playingAs} <strong>${myName.value}</strong></span>
      <a href="#/leaderboard" data-testid="to-leaderboard">${W.leaderboard}</a>
      <a href="#/me" data-testid="my-stats">${W.myStats}</a>
      <button type="button" class="link" onClick=${() => {
        setIdentity(null, null);
        go('');
      }}>${W.signOut}</button>
    </header>
    <section class="card-box">
      <h2>${W.playBots}</h2>
      <div class="row">
        <button type="button" class="primary big" data-testid="play-bots" data-autofocus onClick=${() => playBots('SKAT')}>Skat</button>
        <button type="button" class="primary big" data-testid="play-bots-tarock" onClick=${() => playBots('TAROCK')}>Tarock</button>
      </div>
      <p class="hint-text">${W.playBotsHint}</p>
    </section>
    ${mine.length ? html`<section class="card-box"><h2>${W.yourTables}</h2><${TableList} tables=${mine} join=${false} /></section>` : null}
    <section class="card-box">
      <h2>${W.openTables}</h2>
      <div class="filters">
        <label>${W.gameLabel} <select name="filter-game" value=${game} onChange=${(e: Event) => {
          setGame((e.target as HTMLSelectElement).value as Game | '');
          setPreset('');
          setCursors([null]);
        }}><option value="">${W.any}</option><option value="SKAT">Skat</option><option value="TAROCK">Tarock</option></select></label>
        <label>${W.presetLabel} <select value=${preset} onChange=${(e: Event) => {
          setPreset((e.target as HTMLSelectElement).value as Preset | '');
          setCursors([null]);
        }}><option value="">${W.any}</option>${(game ? PRESETS[game] : [...PRESETS.SKAT, ...PRESETS.TAROCK]).map((p) => html`<option value=${p}>${presetName(p)}</option>`)}</select></label>
        <label>${W.playersLabel} <select value=${players} onChange=${(e: Event) => {
          const v = (e.target as HTMLSelectElement).value;
          setPlayers(v ? Number(v) : '');
          setCursors([null]);
        }}><option value="">${W.any}</option><option value="3">3</option><option value="4">4</option></select></label>
      </div>
      ${page ? html`<${TableList} tables=${page.edges.map((e) => e.node)} join=${true} />` : html`<p>${W.loading}</p>`}
      ${page && page.edges.length === 0 ? html`<p>${W.noOpenTables}</p>` : null}
      <div class="row">
        <button type="button" disabled=${cursors.length < 2} onClick=${() => setCursors(cursors.slice(0, -1))}>${W.previous}</button>
        <button type="button" disabled=${!page?.pageInfo.hasNextPage} onClick=${() => page?.pageInfo.endCursor && setCursors([...cursors, page.pageInfo.endCursor])}>${W.next}</button>
      </div>
    </section>
    <${CreateTable} />
  </main>`;
}

function TableList({ tables, join }: { tables: LobbyTable[]; join: boolean }) {
  const W = words();
  return html`<ul class="tables">
    ${tables.map((t) => {
      const taken = t.seats.filter((s) => s.player).length;
      return html`<li data-table=${t.id}>
        <span>${t.rated ? html`<span class="rated" title=${W.ratedTitle}>${W.rated}</span> ` : null}${GAME_NAME[t.game]} · ${presetName(t.preset)} · ${W.nPlayers(t.players)} · ${W.nRounds(t.rounds)} · ${W.tableStatus[t.status] ?? t.status.toLowerCase()}</span>
        <span class="names">${t.seats.map((s) => s.player?.handle ?? W.free).join(', ')} (${taken}/${t.players})</span>
        <a class="button" href=${`#/table/${t.id}`}>${join ? W.openTableLink : W.goToTable}</a>
      </li>`;
    })}
  </ul>`;
}

function CreateTable() {
  const [game, setGame] = useState<Game>('SKAT');
  const [preset, setPreset] = useState<Preset>('STANDARD');
  const [variant, setVariant] = useState<TarockVariant | ''>('');
  const [settlement, setSettlement] = useState<TarockSettlement | ''>('');
  const [potStake, setPotStake] = useState('');
  const [players, setPlayers] = useState(3);
  const [rounds, setRounds] = useState('1');
  const [timer, setTimer] = useState('');
  const [priv, setPriv] = useState(false);
  const [rated, setRated] = useState(false);
  const [rules, setRules] = useState<Record<string, '' | 'on' | 'off'>>({});
  // The options this table may take: Skat's, or those of the Tarock variant chosen (or the preset's).
  const switches: SwitchRule[] =
    game === 'TAROCK' ? TAROCK_RULES.filter(([, v]) => v === (variant || (preset === 'HAFERL' ? 'HAFERL' : 'SIMPLE'))).map(([k]) => k) : RULES;
  const create = async (e: Event) => {
    e.preventDefault();
    const overrides: RuleOverridesInput = {};
    for (const k of switches) if (rules[k]) overrides[k] = rules[k] === 'on';
    if (game === 'TAROCK' && settlement) overrides.settlement = settlement;
    if (game === 'TAROCK' && potStake) overrides.potStake = Number(potStake);
    const input: CreateTableInput = {
      game,
      preset,
      variant: game === 'TAROCK' && variant ? variant : null,
      players,
      rounds: rounds ? Number(rounds) : null,
      turnSeconds: timer ? Number(timer) : null,
      visibility: priv ? 'PRIVATE' : 'PUBLIC',
      rated,
      rules: Object.keys(overrides).length ? overrides : null,
    };
    try {
      const t = await run(WebCreateTableDocument, { input });
      go(`table/${t.createTable.table.id}`);
    } catch {
      /* toast */
    }
  };
  const W = words();
  return html`<form class="card-box create" onSubmit=${create}>
    <h2>${W.createTitle}</h2>
    <div class="grid">
      <label>${W.gameLabel} <select name="game" value=${game} onChange=${(e: Event) => {
        const g = (e.target as HTMLSelectElement).value as Game;
        setGame(g);
        setPreset(PRESETS[g][0]);
        setRules({});
      }}><option value="SKAT">Skat</option><option value="TAROCK">Tarock</option></select></label>
      <label>${W.presetLabel} <select name="preset" value=${preset} onChange=${(e: Event) => setPreset((e.target as HTMLSelectElement).value as Preset)}>${PRESETS[
        game
      ].map((p) => html`<option value=${p}>${presetName(p)}</option>`)}</select></label>
      ${
        game === 'TAROCK'
          ? html`<label>${W.variantLabel} <select name="variant" value=${variant} onChange=${(e: Event) => setVariant((e.target as HTMLSelectElement).value as TarockVariant | '')}>
            <option value="">${W.presetDefault}</option><option value="SIMPLE">${W.variants.SIMPLE}</option><option value="HAFERL">${W.variants.HAFERL}</option></select></label>`
          : null
      }
      <label>${W.playersLabel} <select name="players" value=${players} onChange=${(e: Event) => setPlayers(Number((e.target as HTMLSelectElement).value))}><option value="3">3</option><option value="4">4</option></select></label>
      <label>${W.roundsLabel} <input name="rounds" type="number" min="1" max="100" value=${rounds} onInput=${(e: Event) => setRounds((e.target as HTMLInputElement).value)} /></label>
      <label>${W.timerLabel} <input name="turnSeconds" type="number" min="1" max="3600" placeholder=${W.none} value=${timer} onInput=${(e: Event) => setTimer((e.target as HTMLInputElement).value)} /></label>
      <label class="check"><input name="private" type="checkbox" checked=${priv} onChange=${(e: Event) => setPriv((e.target as HTMLInputElement).checked)} /> ${W.privateLabel}</label>
      <label class="check"><input name="rated" type="checkbox" checked=${rated} onChange=${(e: Event) => setRated((e.target as HTMLInputElement).checked)} /> ${W.ratedLabel}</label>
    </div>
    <fieldset>
      <legend>${W.rulesLegend}</legend>
      <div class="grid">
        ${
          game === 'TAROCK'
            ? html`<label>${W.settlementLabel} <select name="settlement" value=${settlement} onChange=${(e: Event) => setSettlement((e.target as HTMLSelectElement).value as TarockSettlement | '')}>
                <option value="">${W.presetDefault}</option>${(['POT', 'FIXED', 'HAFERL'] as const).map((v) => html`<option value=${v}>${W.settlements[v]}</option>`)}</select></label>
              <label>${W.potStakeLabel} <input name="potStake" type="number" min="1" placeholder=${W.presetDefault} value=${potStake} onInput=${(e: Event) => setPotStake((e.target as HTMLInputElement).value)} /></label>`
            : null
        }
        ${switches.map(
          (k) => html`<label>${W.ruleNames[k]} <select name=${k} value=${rules[k] ?? ''} onChange=${(e: Event) =>
            setRules({ ...rules, [k]: (e.target as HTMLSelectElement).value as '' | 'on' | 'off' })}>
            <option value="">${W.presetDefault}</option><option value="on">${W.on}</option><option value="off">${W.off}</option>
          </select></label>`,
        )}
      </div>
    </fieldset>
    <button type="submit" class="primary" data-testid="create-table">${W.createTable}</button>
  </form>`;
}
