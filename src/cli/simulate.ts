// `npm run cli -- simulate [--game skat] --preset club --players 3 --rounds 3 --seed 42 [--json]`
// (`--game <name>` plays another game instead, with its simulator: src/games/tools.ts.)
// Plays a whole match with random legal players (seeded from --seed, so the same arguments
// print the same output) and prints the score sheet: a table by default, or with --json one
// JSON object per deal and a final {"totals": [...]}. Each deal's object carries the sheet's
// fields (players) and, under `record`, the deal record as the service serves it (seats: the
// bid, the bidding, skat, discards, every move and trick); `seats` maps seats to players.
import {
  dealRecordJson,
  matchConfig,
  playRandomMatch,
  PRESET_NAMES,
  RULE_OPTION_NAMES,
  type DealState,
  type MatchConfigInput,
  type PresetName,
  type RuleOptions,
  type ScoreSheetRow,
} from '../engine/index';
import { SIMULATORS } from '../games/tools';
import { walkFlags } from '../common/cli-flags';

const FLAG_OF: Record<string, keyof RuleOptions> = Object.fromEntries(
  RULE_OPTION_NAMES.map((name) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), name]),
);

const USAGE = `usage: npm run cli -- simulate [--preset ${PRESET_NAMES.join('|')}] [--players 3|4] [--rounds N] [--seed S] [--json]
       options, each on (--x) or off (--no-x): ${Object.keys(FLAG_OF)
         .map((f) => `--${f}`)
         .join(' ')}`;

interface Parsed {
  input: MatchConfigInput;
  seed: string;
  json: boolean;
}

export function parseArgs(args: string[]): Parsed | string {
  let preset: string = 'standard';
  let players: number | undefined;
  let rounds: number | undefined;
  let seed = '1';
  let json = false;
  const overrides: Partial<RuleOptions> = {};
  const refused = walkFlags(
    args,
    USAGE,
    FLAG_OF,
    (flag, value) => {
      switch (flag) {
        case '--preset':
          preset = value() ?? '';
          return true;
        case '--players':
          players = Number(value());
          return true;
        case '--rounds':
          rounds = Number(value());
          return true;
        case '--seed':
          seed = value() ?? '';
          return true;
        case '--json':
          json = true;
          return true;
        default:
          return false;
      }
    },
    (option, on) => (overrides[option] = on),
  );
  if (refused !== null) return refused;
  if (!(PRESET_NAMES as readonly string[]).includes(preset)) return `unknown preset ${preset}\n${USAGE}`;
  return { input: { preset: preset as PresetName, players, rounds, ...overrides }, seed, json };
}

const MULT: Record<string, string> = { kontra: 'K', re: 'R', bock: 'B', jungfrau: 'J' };

function gameLabel(row: ScoreSheetRow): string {
  if (row.kind === 'passed') return 'passed in';
  if (row.kind === 'ramsch') {
    const r = row.ramsch!;
    if (r.durchmarsch !== null) return `Ramsch durchmarsch P${r.durchmarsch}`;
    return `Ramsch ${r.cardPoints.map((p) => (p === null ? '-' : p)).join('/')}`;
  }
  const g = row.game!;
  const d = g.declaration;
  const flags = [d.hand && 'hand', d.ouvert && 'ouvert', d.schwarzAnnounced ? 'schwarz ann' : d.schneiderAnnounced && 'schneider ann', d.tip && 'tip']
    .filter(Boolean)
    .join(' ');
  const outcome = `${g.won ? 'won' : 'lost'} ${g.declarerPoints}${g.overbid ? ' overbid' : ''}${g.end !== 'played' ? ` ${g.end}` : ''}`;
  return `${d.game}${flags ? ` ${flags}` : ''} v${g.value} ${outcome}`;
}

function pad(s: string | number, n: number, left = false): string {
  const t = String(s);
  return left ? t.padEnd(n) : t.padStart(n);
}

export function formatTable(rows: readonly ScoreSheetRow[], players: number, header: string): string {
  const lines = [header, ''];
  const playerCols = Array.from({ length: players }, (_, p) => pad(`P${p}`, 7)).join('');
  const totalCols = Array.from({ length: players }, (_, p) => pad(`T${p}`, 7)).join('');
  lines.push(`${pad('deal', 4)} ${pad('dealer', 6)} ${pad('decl', 4)}  ${pad('game', 44, true)} ${pad('x', 6, true)}${playerCols} |${totalCols}`);
  for (const row of rows) {
    const mult = row.multipliers.map((m) => MULT[m.kind] + (m.kind === 'bock' ? m.reason.round : '')).join('');
    const round = row.ramschRound ? ` [R${row.ramschRound.round}${row.mode === 'grandHandOffer' && row.kind === 'game' ? ', Grand Hand' : ''}]` : '';
    lines.push(
      `${pad(row.deal, 4)} ${pad(row.dealer, 6)} ${pad(row.declarer ?? '-', 4)}  ${pad(gameLabel(row) + round, 44, true)} ${pad(mult, 6, true)}` +
        `${row.scores.map((s) => pad(s, 7)).join('')} |${row.totals.map((t) => pad(t, 7)).join('')}` +
        (row.triggers.length ? `  -> ${row.triggers.join('+')}` : ''),
    );
  }
  const last = rows.length ? rows[rows.length - 1].totals : new Array(players).fill(0);
  lines.push('', `totals: ${last.map((t, p) => `P${p} ${t}`).join('  ')}`);
  lines.push('x: K Kontra, R Re, Bn Bock deal of round n, J Jungfrau; -> triggers a new round');
  return lines.join('\n');
}

/** The JSON line for one deal: the sheet row's fields (issue 3 lists them) and the deal's record. */
export function rowJson(row: ScoreSheetRow, deal: DealState): Record<string, unknown> {
  const g = row.game;
  const d = g?.declaration;
  return {
    deal: row.deal,
    dealer: row.dealer,
    declarer: row.declarer,
    kind: row.kind,
    mode: row.mode,
    game: d ? d.game : null,
    hand: d ? d.hand : null,
    ouvert: d ? d.ouvert : null,
    schneiderAnnounced: d ? d.schneiderAnnounced : null,
    schwarzAnnounced: d ? d.schwarzAnnounced : null,
    tip: d ? d.tip : null,
    won: g ? g.won : null,
    value: g ? g.value : null,
    kontra: g ? g.kontra : false,
    re: g ? g.re : false,
    bock: row.bock !== null,
    bockRound: row.bock ? { round: row.bock.round, triggerDeal: row.bock.triggerDeal, triggers: row.bock.triggers } : null,
    ramschRound: row.ramschRound ? row.ramschRound.round : null,
    declarerPoints: g ? g.declarerPoints : null,
    cardPoints: row.ramsch ? row.ramsch.cardPoints : null,
    jungfrau: row.ramsch ? row.ramsch.jungfrau : false,
    durchmarsch: row.ramsch ? row.ramsch.durchmarsch !== null : false,
    durchmarschBy: row.ramsch ? row.ramsch.durchmarsch : null,
    triggers: row.triggers,
    scores: row.scores,
    totals: row.totals,
    seats: row.seats,
    record: dealRecordJson(deal),
  };
}

/** The --game flag's value, if given: `skat` (the default) or a game of SIMULATORS. */
function gameOf(args: string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--game') return args[i + 1] ?? '';
    if (args[i].startsWith('--game=')) return args[i].slice('--game='.length);
  }
  return undefined;
}

/** Skat's arguments without --game. */
function withoutGame(args: string[]): string[] {
  return args.filter((a, i) => a !== '--game' && !a.startsWith('--game=') && args[i - 1] !== '--game');
}

export async function run(args: string[]): Promise<number> {
  const game = gameOf(args);
  const other = game === undefined ? undefined : SIMULATORS[game];
  if (other) return other(args);
  if (game !== undefined && game !== 'skat') {
    process.stderr.write(`unknown game ${game}: ${['skat', ...Object.keys(SIMULATORS)].join(' or ')}\n`);
    return 2;
  }
  const parsed = parseArgs(withoutGame(args));
  if (typeof parsed === 'string') {
    const help = args.includes('--help') || args.includes('-h');
    (help ? process.stdout : process.stderr).write(parsed + '\n');
    return help ? 0 : 2;
  }
  const cfg = matchConfig(parsed.input);
  if (!cfg.ok) {
    for (const e of cfg.errors) process.stderr.write(`${e.code}: ${e.message}\n`);
    return 2;
  }
  const { state, deals } = playRandomMatch(cfg.config, parsed.seed, { keepDeals: parsed.json });
  if (parsed.json) {
    const out = state.sheet.map((row, i) => JSON.stringify(rowJson(row, deals[i])));
    out.push(JSON.stringify({ totals: state.totals }));
    process.stdout.write(out.join('\n') + '\n');
  } else {
    const on = RULE_OPTION_NAMES.filter((n) => cfg.config.rules[n]).join(' ') || '(none)';
    const header =
      `simulate: preset ${parsed.input.preset}, ${cfg.config.players} players, ${cfg.config.rounds} rounds ` +
      `(${state.totalDeals} deals), seed ${parsed.seed}\noptions: ${on}`;
    process.stdout.write(formatTable(state.sheet, cfg.config.players, header) + '\n');
  }
  return 0;
}
