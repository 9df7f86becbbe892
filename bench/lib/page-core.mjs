// A core of its own for the page under audit (Linux, `taskset` from util-linux).
//
// Lighthouse's simulated throttling takes each main-thread task of the page as it lasted on this
// machine (wall time) and multiplies it by the phone's CPU slowdown (4×). Its variability guide asks
// for two dedicated cores at least, four recommended, and nothing else running. This host has two
// cores in all, shared with the server under test, Lighthouse's own process and Chromium's
// screenshot pipeline: s55 traced a home load in which Chromium's compositor and browser threads
// used 1.2 s of CPU in the first 3 s, the page's main thread 0.45 s. The page's main-thread tasks
// after first paint lasted 2–4× their own CPU time while they waited for a core, so Lantern counted
// 1 331 ms of blocking time where their CPU time gives 19 ms.
//
// So, while the audit runs, the first core (core 0) is left to the page's main thread, the thread
// whose tasks Lighthouse charges: Chromium forks its renderers from a zygote, which is moved to the
// first core so that a renderer is born there; a poll every 10 ms then moves the renderer's other
// threads (script streaming, image decoding, raster: a phone runs them on its other cores) to the
// other cores, with this process, the server under test and the rest of Chromium. Those run at a
// lower priority (nice 10) than the renderer's threads, which they would otherwise delay: V8 then
// finished compiling the streamed scripts on the main thread (ScriptCatchup). Measured on s55's
// host, home fr ×6: TBT median ~160 ms with the main thread alone on its core, ~86 with this too.
import { execFile, execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** The nice value of everything that is not the page (Lighthouse, the server, Chromium's browser side). */
const HARNESS_NICE = 10;

const read = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // the process ended meanwhile
  }
};

/** The pid and all its descendants, read from /proc's children lists (every thread's). */
function processTree(pid) {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    let threads = [];
    try {
      threads = readdirSync(`/proc/${tree[i]}/task`);
    } catch {
      continue;
    }
    for (const tid of threads) tree.push(...read(`/proc/${tree[i]}/task/${tid}/children`).split(' ').filter(Boolean).map(Number));
  }
  return tree;
}

/** Moves every thread of `pid` onto `cpus` (a taskset list such as `1` or `1-3`). */
const place = (pid, cpus) => execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });

/** Sets the nice value of every thread of `pid` (threads started later inherit their starter's). */
function niceAll(pid, value) {
  let threads = [];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return;
  }
  for (const tid of threads) {
    try {
      os.setPriority(Number(tid), value);
    } catch {
      /* ended meanwhile */
    }
  }
}

/** The pid of the process listening on `url`'s port on this machine, if `ss` can tell (a site started elsewhere). */
export function listeningPid(url) {
  const { hostname, port } = new URL(url);
  if (!['127.0.0.1', 'localhost'].includes(hostname)) return undefined;
  try {
    const line = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
    const pid = /pid=(\d+)/.exec(line)?.[1];
    return pid ? Number(pid) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Gives the renderers' main threads the first core and moves everything else away, at nice 10.
 * `chromePid` is the browser's pid; `others` are further pids (the server under test), kept off the
 * first core with their descendants. Returns `{ note, restore }` (`restore` stops the poll and puts
 * this process and `others` back on every core), or `{ note }` alone when the machine cannot
 * (one core, no taskset, no zygote).
 */
export function dedicatePageCore(chromePid, others = []) {
  const cpus = os.cpus().length;
  if (process.platform !== 'linux' || cpus < 2) return { note: 'the page shares every core (needs Linux and two cores)' };
  try {
    execFileSync('taskset', ['--version'], { stdio: 'ignore' });
  } catch {
    return { note: 'the page shares every core (taskset not found)' };
  }
  const rest = cpus === 2 ? '1' : `1-${cpus - 1}`;
  const all = `0-${cpus - 1}`;
  const tree = processTree(chromePid);
  const zygote = tree.find((pid) => {
    const cmd = read(`/proc/${pid}/cmdline`);
    // The zygote that forks renderers; the one started with --no-zygote-sandbox forks the GPU process.
    return cmd.includes('--type=zygote') && !cmd.includes('--no-zygote-sandbox');
  });
  if (!zygote) return { note: 'the page shares every core (no renderer zygote found)' };
  const outside = [process.pid, ...others.flatMap(processTree)];
  // The zygote's children (renderers, and whatever else it forked) are placed thread by thread below.
  const forked = new Set(processTree(zygote));
  for (const pid of [...outside, ...tree.filter((pid) => !forked.has(pid))]) {
    try {
      place(pid, rest);
    } catch {
      /* ended meanwhile */
    }
    niceAll(pid, HARNESS_NICE);
  }
  place(zygote, '0');
  const placed = new Set();
  const placeForked = () => {
    for (const child of processTree(zygote).slice(1)) {
      let threads = [];
      try {
        threads = readdirSync(`/proc/${child}/task`);
      } catch {
        continue;
      }
      // A renderer keeps its main thread on the first core; anything else the zygote forks leaves it whole.
      const main = read(`/proc/${child}/cmdline`).includes('--type=renderer') ? String(child) : undefined;
      for (const tid of threads) {
        if (placed.has(`${child}/${tid}`)) continue;
        placed.add(`${child}/${tid}`);
        execFile('taskset', ['-p', '-c', tid === main ? '0' : rest, tid], () => {}); // a thread gone meanwhile is no loss
      }
    }
  };
  placeForked();
  const poll = setInterval(placeForked, 10);
  return {
    note: `the page's main thread on core 0 alone; its other threads on core${cpus > 2 ? 's' : ''} ${rest}, beside the server, Lighthouse and the rest of Chromium at nice ${HARNESS_NICE}`,
    restore() {
      clearInterval(poll);
      for (const pid of outside) {
        try {
          place(pid, all);
        } catch {
          /* ended */
        }
        niceAll(pid, 0); // back to the default (lowering a nice value needs root; without it they stay at 10)
      }
    },
  };
}
