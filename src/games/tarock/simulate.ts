// `npm run cli -- simulate --game tarock --variant simple|haferl --players 3|4 --rounds R --seed S
//   --settlement pot|fixed|haferl [--preset tarock|tarock-bettel|haferl] [--bettel] [--no-heart-frage]
//   [--pickup-hearts-only] [--pot-stake N] [--fixed-stakes A,B] [--json]`
// Plays one Tarock match with random legal players seeded from --seed and prints, with --json,
// exactly the records of RULES.md 10.5: one JSON line per deal, then {"balances", "potBalance"};
// without --json a table a person can follow (hands, bids, contract, tricks, result, payments).
import { walkFlags } from '../../common/cli-flags';
import {
  TAROCK_PRESET_NAMES,
  playRandomTarockMatch,
  tarockConfig,
  type TarockDealRecord,
  type TarockOptions,
  type TarockPresetName,
} from '../../engine/tarock/index';

const USAGE = `usage: npm run cli -- simulate --game tarock [--preset ${TAROCK_PRESET_NAMES.join('|')}] [--variant simple|haferl] [--players 3|4]
       [--rounds N] [--seed S] [--settlement pot|fixed|haferl] [--bettel] [--no-heart-frage] [--pickup-hearts-only]
       [--pot-stake N] [--fixed-stakes A,B] [--json]`;

interface Parsed {
  input: Partial<TarockOptions> & { preset?: TarockPresetName };
  seed: string;
  json: boolean;
}

const BOOLEAN_FLAGS: Record<string, 'bettel' | 'heartFrage' | 'pickUpHeartsOnly'> = {
  bettel: 'bettel',
  'heart-frage': 'heartFrage',
  'pickup-hearts-only': 'pickUpHeartsOnly',
};

export function parseTarockArgs(args: string[]): Parsed | string {
  const input: Parsed['input'] = {};
  let seed = '1';
  let json = false;
  const refused = walkFlags(
    args,
    USAGE,
    BOOLEAN_FLAGS,
    (flag, next) => {
      const value = (): string => next() ?? '';
      switch (flag) {
        case '--game':
          value();
          return true;
        case '--preset': {
          const p = value();
          if (!(TAROCK_PRESET_NAMES as string[]).includes(p)) return `unknown preset ${p}\n${USAGE}`;
          input.preset = p as TarockPresetName;
          return true;
        }
        case '--variant':
          input.variant = value() as TarockOptions['variant'];
          return true;
        case '--players':
          input.players = Number(value()) as 3 | 4;
          return true;
        case '--rounds':
          input.rounds = Number(value());
          return true;
        case '--seed':
          seed = value();
          return true;
        case '--settlement':
          input.settlement = value() as TarockOptions['settlement'];
          return true;
        case '--pot-stake':
          input.potStake = Number(value());
          return true;
        case '--fixed-stakes':
          input.fixedStakes = value().split(',').map(Number) as [number, number];
          return true;
        case '--json':
          json = true;
          return true;
        default:
          return false;
      }
    },
    (option, on) => (input[option] = on),
  );
  if (refused !== null) return refused;
  // The Haferl variant settles by its own tariff unless told otherwise.
  if (input.variant === 'haferl' && input.settlement === undefined && input.preset === undefined) input.settlement = 'haferl';
  return { input, seed, json };
}

const bidName = (b: TarockDealRecord['bids'][number]['bid']): string => String(b);

function pad(s: string | number, n: number): string {
  return String(s).padEnd(n);
}

/** The readable form of one deal. */
export function formatTarockDeal(r: TarockDealRecord): string[] {
  const seatName = ['FH', 'MH', 'RH'];
  const who = (seat: number): string => `${seatName[seat]}=P${r.seats[seat]}`;
  const lines = [`deal ${r.deal}  dealer P${r.dealer}${r.sittingOut !== null ? ` (sits out)` : ''}  seats ${[0, 1, 2].map(who).join(' ')}`];
  r.hands.forEach((h, seat) => lines.push(`  ${pad(who(seat), 6)} ${h.join(' ')}`));
  lines.push(`  talon  ${r.talon.join(' ')}`);
  lines.push(`  bids   ${r.bids.map((b) => `${seatName[b.seat]} ${bidName(b.bid)}`).join(', ') || '-'}`);
  if (r.contract === null) {
    lines.push('  redeal');
  } else {
    const c = r.contract;
    lines.push(
      `  contract ${c.type}${c.trump ? ` trumps ${c.trump}` : ''}${c.target !== null ? ` target ${c.target}` : ''} by ${who(r.declarer!)}` +
        (r.discarded ? `, put away ${r.discarded.join(' ')}` : ''),
    );
    r.tricks.forEach((t, i) => lines.push(`  ${String(i + 1).padStart(2)}. ${seatName[t.leader]} leads ${t.cards.join(' ')}  -> ${seatName[t.winner]}`));
    const flags = [r.schneider && 'schneider', r.durch && 'durch'].filter(Boolean).join(' ');
    lines.push(`  result ${r.result}${r.declarerPoints !== null ? ` with ${r.declarerPoints} points` : ''}${flags ? ` (${flags})` : ''}`);
  }
  lines.push(
    `  payments ${r.payments.map((x, p) => `P${p} ${x >= 0 ? '+' : ''}${x}`).join('  ')}${r.pot !== null ? `  pot ${r.pot >= 0 ? '+' : ''}${r.pot}` : ''}`,
  );
  lines.push(`  balances ${r.balances.map((x, p) => `P${p} ${x}`).join('  ')}${r.potBalance !== null ? `  pot ${r.potBalance}` : ''}`);
  return lines;
}

export async function runTarock(args: string[]): Promise<number> {
  const parsed = parseTarockArgs(args);
  if (typeof parsed === 'string') {
    const help = args.includes('--help') || args.includes('-h');
    (help ? process.stdout : process.stderr).write(parsed + '\n');
    return help ? 0 : 2;
  }
  const cfg = tarockConfig(parsed.input);
  if (!cfg.ok) {
    for (const e of cfg.errors) process.stderr.write(`ILLEGAL_OPTIONS: ${e}\n`);
    return 2;
  }
  const { state } = playRandomTarockMatch(cfg.options, parsed.seed);
  const final = { balances: state.balances, potBalance: state.pot };
  if (parsed.json) {
    const out = state.records.map((r) => JSON.stringify(r));
    out.push(JSON.stringify(final));
    process.stdout.write(out.join('\n') + '\n');
    return 0;
  }
  const o = cfg.options;
  const flags = o.variant === 'simple' ? (['heartFrage', 'bettel'] as const) : (['pickUpHeartsOnly'] as const);
  const on = flags.filter((k) => o[k]).join(' ') || '(none)';
  const lines = [
    `simulate: tarock ${o.variant}, ${o.players} players, ${o.rounds} rounds (${state.records.length} of ${state.totalDeals} deals played), seed ${parsed.seed}`,
    `settlement ${o.settlement}${o.settlement === 'fixed' ? ` stakes ${o.fixedStakes.join('/')}` : ` pot ${state.potStart}`}; options: ${on}`,
    '',
  ];
  for (const r of state.records) lines.push(...formatTarockDeal(r), '');
  lines.push(`final: ${state.balances.map((x, p) => `P${p} ${x}`).join('  ')}${state.pot !== null ? `  pot ${state.pot}` : ''}`);
  process.stdout.write(lines.join('\n') + '\n');
  return 0;
}
