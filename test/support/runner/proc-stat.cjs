// A process's CPU from /proc/<pid>/stat (Linux), for the test runner's per-file CPU
// (runner/worker.cjs) and scripts/cpu-by-process.cjs.
const { readFileSync } = require('node:fs');

/** Clock ticks per second on Linux, the unit of /proc's CPU times. */
const TICK = 100;

/**
 * The process's command name, its own CPU seconds (utime + stime), those of its ended and reaped
 * children (cutime + cstime) and its start time in ticks since boot (with the pid, one process);
 * null when the process is gone or there is no /proc.
 */
function procStat(pid = 'self') {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name may hold spaces and parentheses; the fields after its last ')' hold neither.
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    own: (Number(f[11]) + Number(f[12])) / TICK,
    children: (Number(f[13]) + Number(f[14])) / TICK,
    start: f[19],
  };
}

module.exports = { procStat, TICK };
