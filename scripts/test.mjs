// `npm test`: everything, in the order a failure is cheapest to find — lint, types, unit tests,
// API tests on SQLite and PostgreSQL side by side (a real Strapi over HTTP), end-to-end in Chromium.
// Ends with one line "Total: N passed, N failed" summing every runner's counts.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const reports = path.join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- api:sqlite unit`
const results = [];
let failed = false;
const wanted = (name) => only.length === 0 || only.some((o) => name.startsWith(o));

/**
 * Runs one step. Alone, its output goes to the terminal as it comes; `buffered` (a step sharing
 * the machine with another) writes it to a log file printed whole when the step ends, so two
 * steps' lines never interleave.
 */
async function step(name, cmd, args, { cwd = root, env = {}, report, buffered = false, always = false } = {}) {
  if (!always && !wanted(name)) return;
  const started = Date.now();
  console.log(`\n━━ ${name} ━━ ${[cmd, ...args].join(' ')}${buffered ? ' (alongside another step: its output follows when it ends)' : ''}`);
  const logFile = path.join(reports, `${name.replace(/[^a-z0-9]+/gi, '-')}.log`);
  const status = await new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    if (buffered) {
      const out = createWriteStream(logFile);
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
      child.on('close', (code) => out.end(() => resolve(code)));
    } else child.on('close', resolve);
    child.on('error', (error) => {
      console.error(`${name}: ${error.message}`);
      resolve(1);
    });
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (buffered) console.log(`\n━━ ${name} ━━ ended after ${seconds} s:\n${readFileSync(logFile, 'utf8')}`);
  const counts = report ? readCounts(report) : null;
  results.push({ name, ok: status === 0, seconds, counts, failures: report ? safely(() => readFailures(report)) : [] });
  if (status !== 0) failed = true;
}

/** A report we cannot read must not hide the summary. */
function safely(read) {
  try {
    return read();
  } catch (error) {
    return [`(report unreadable: ${error.message})`];
  }
}

function readCounts(file) {
  if (!existsSync(file)) return null;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in json) return { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + (json.numTodoTests ?? 0) };
  if (json.stats) return { passed: json.stats.expected, failed: json.stats.unexpected + (json.stats.flaky ?? 0), skipped: json.stats.skipped };
  return null;
}

/**
 * The failed tests of a report, with the first lines of their error: printed again next to the
 * summary, because CI keeps only the end of a long log and the failure scrolled out of it.
 */
function readFailures(file) {
  if (!existsSync(file)) return [];
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const firstLines = (text) => stripVTControlCharacters(String(text ?? '')).split('\n').filter((l) => l.trim()).slice(0, 4).join('\n      ');
  const out = [];
  for (const file of json.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') out.push(`${path.relative(root, file.name)} › ${t.fullName}\n      ${firstLines(t.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) out.push(`${path.relative(root, file.name)}\n      ${firstLines(file.message)}`);
  }
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected' || t.status === 'flaky') {
          const error = t.results?.find((r) => r.error)?.error;
          out.push(`${[...trail, spec.title].join(' › ')} (${t.status}, line ${spec.line})\n      ${firstLines(error?.message)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of json.suites ?? []) walk(suite, [suite.title]);
  return out;
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const vitest = (name, workspace, { env = {}, args = [], buffered = false } = {}) => {
  const report = path.join(reports, `${name.replace(/[^a-z0-9]+/gi, '-')}.json`);
  return step(name, bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], { cwd: path.join(root, workspace), env, report, buffered });
};

/**
 * Runs the jobs two at a time, in the order given, each one buffered. An API run keeps about one
 * of the machine's two cores busy (one test file at a time: its server, its client, the database),
 * so two runs side by side take well under the sum of their times (ARCHITECTURE decision 88).
 */
async function twoAtATime(jobs) {
  const queue = jobs.filter((job) => wanted(job.name));
  const buffered = queue.length > 1;
  const lane = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job.run(buffered);
  };
  await Promise.all([lane(), lane()]);
}

await step('lint', bin('eslint'), ['.', '--max-warnings=0']);
await step('cycles', process.execPath, [path.join(root, 'scripts', 'check-cycles.mjs')]);
await step('typecheck', 'npm', ['run', 'typecheck', '--workspaces', '--if-present']);
await vitest('unit:domain', 'domain');

// The API runs read the cms compiled once here (cms/test/global-setup.ts compiles it when run
// alone): two runs compiling into the same dist/ at once could load a half-written file.
const apiSteps = ['api:sqlite', 'api:postgres', 'api:sqlite:framework-off'];
if (apiSteps.some(wanted)) await step('compile cms', bin('tsc'), ['-p', 'tsconfig.json'], { cwd: path.join(root, 'cms'), always: true });
const compiled = { SOUK_TEST_COMPILED: '1' };
// Strapi's own code in place of every stand-in (src/framework/): what an upgrade runs before the
// shortcuts' versions are moved on. Split in two halves so that the lanes end together.
const shortcutsOff = { ...compiled, SOUK_TEST_DB: 'sqlite', FRAMEWORK_SHORTCUTS: 'off' };
await twoAtATime([
  { name: 'api:sqlite', run: (buffered) => vitest('api:sqlite', 'cms', { env: { ...compiled, SOUK_TEST_DB: 'sqlite' }, buffered }) },
  { name: 'api:postgres', run: (buffered) => vitest('api:postgres', 'cms', { env: { ...compiled, SOUK_TEST_DB: 'postgres' }, buffered }) },
  { name: 'unit:frontend', run: (buffered) => vitest('unit:frontend', 'frontend', { buffered }) },
  { name: 'api:sqlite:framework-off', run: (buffered) => vitest('api:sqlite:framework-off 1/2', 'cms', { env: shortcutsOff, args: ['--shard=1/2'], buffered }) },
  { name: 'api:sqlite:framework-off', run: (buffered) => vitest('api:sqlite:framework-off 2/2', 'cms', { env: shortcutsOff, args: ['--shard=2/2'], buffered }) },
]);
if (existsSync(path.join(root, 'e2e', 'playwright.config.ts'))) {
  await step('build', 'npm', ['run', 'build']);
  // A byte count, not a timing: the home route's first JavaScript stays within its budget (a route
  // constant imported from a module with schemas once pulled the whole message catalogue in).
  await step('bundle-size', 'npm', ['run', 'bundle-size', '-w', '@souk/frontend']);
  const report = path.join(reports, 'e2e.json');
  await step('e2e', bin('playwright'), ['test'], { cwd: path.join(root, 'e2e'), env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report, SOUK_E2E_JSON: report }, report });
}

const failures = results.flatMap((r) => r.failures.map((f) => `${r.name}: ${f}`));
if (failures.length > 0) console.log(`\n━━ failed tests ━━\n${failures.map((f) => `✘ ${f}`).join('\n')}`);
console.log('\n━━ summary ━━');
let passed = 0;
let failedTests = 0;
let skipped = 0;
for (const r of results) {
  const c = r.counts ? ` — ${r.counts.passed} passed, ${r.counts.failed} failed${r.counts.skipped ? `, ${r.counts.skipped} skipped` : ''}` : '';
  console.log(`${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds} s)${c}`);
  if (r.counts) {
    passed += r.counts.passed;
    failedTests += r.counts.failed;
    skipped += r.counts.skipped;
  }
  if (!r.ok && (!r.counts || r.counts.failed === 0)) failedTests += 1; // a step that failed outside a test (lint, types, crash)
}
console.log(`Total: ${passed} passed, ${failedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
