// One walk over a CLI's arguments for the simulators' parsers: `--flag value` and `--flag=value`,
// `--help`/`-h`, and on/off switches `--x`/`--no-x` named in a table.

/**
 * Calls `onValue(flag, value)` for each argument (`value()` takes the flag's value, inline or the
 * next argument); when it returns false the argument must be a switch of `toggles`, set through
 * `onToggle`. Returns null when every argument was taken, `usage` for help, and otherwise the
 * error text: the one `onValue` returned or an unknown argument's.
 */
export function walkFlags<Option extends string>(
  args: string[],
  usage: string,
  toggles: Record<string, Option>,
  onValue: (flag: string, value: () => string | undefined) => boolean | string,
  onToggle: (option: Option, on: boolean) => void,
): string | null {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (flag === '--help' || flag === '-h') return usage;
    const taken = onValue(flag, () => inline ?? args[++i]);
    if (typeof taken === 'string') return taken;
    if (taken) continue;
    const m = /^--(no-)?(.+)$/.exec(flag);
    const option = m ? toggles[m[2]] : undefined;
    if (!m || !option) return `unknown argument ${arg}\n${usage}`;
    onToggle(option, !m[1]);
  }
  return null;
}
