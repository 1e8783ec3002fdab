// Command-line entry: `npm run cli -- <command> [args]`. Each command lives in its own file
// and exports `run(args: string[]): Promise<number>` (the exit code).
const COMMANDS: Record<string, string> = {
  platform: './platform.js',
  'replay-iss': './replay-iss.js',
  simulate: './simulate.js',
  'verify-deal': './verify-deal.js',
};

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const path = command ? COMMANDS[command] : undefined;
  if (!path) {
    process.stderr.write(`usage: npm run cli -- <${Object.keys(COMMANDS).join('|')}> [args]\n`);
    process.exit(2);
  }
  const mod = (await import(path)) as { run(args: string[]): Promise<number> };
  process.exitCode = await mod.run(args);
}

void main();
