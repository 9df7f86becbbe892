// `npm test`: everything, in the order a failure is cheapest to find — lint, types, unit tests,
// API tests on SQLite then PostgreSQL (a real Strapi over HTTP), end-to-end in Chromium.
// Ends with one line "Total: N passed, N failed" summing every runner's counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const reports = path.join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- unit api:sqlite`
const results = [];
let failed = false;

function step(name, cmd, args, { cwd = root, env = {}, report } = {}) {
  if (only.length > 0 && !only.some((o) => name.startsWith(o))) return;
  const started = Date.now();
  console.log(`\n━━ ${name} ━━ ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = report ? readCounts(report) : null;
  results.push({ name, ok: r.status === 0, seconds, counts, failures: report ? safely(() => readFailures(report)) : [] });
  if (r.status !== 0) failed = true;
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
const vitest = (name, workspace, env = {}) => {
  const report = path.join(reports, `${name.replace(/[^a-z0-9]+/gi, '-')}.json`);
  step(name, bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { cwd: path.join(root, workspace), env, report });
};

step('lint', bin('eslint'), ['.', '--max-warnings=0']);
step('cycles', process.execPath, [path.join(root, 'scripts', 'check-cycles.mjs')]);
step('typecheck', 'npm', ['run', 'typecheck', '--workspaces', '--if-present']);
vitest('unit:domain', 'domain');
if (existsSync(path.join(root, 'frontend', 'vitest.config.ts')) || existsSync(path.join(root, 'frontend', 'vite.config.ts'))) vitest('unit:frontend', 'frontend');
vitest('api:sqlite', 'cms', { SOUK_TEST_DB: 'sqlite' });
vitest('api:postgres', 'cms', { SOUK_TEST_DB: 'postgres' });
// Strapi's own code in place of every stand-in (src/framework/): what an upgrade runs before the
// shortcuts' versions are moved on.
vitest('api:sqlite:framework-off', 'cms', { SOUK_TEST_DB: 'sqlite', FRAMEWORK_SHORTCUTS: 'off' });
if (existsSync(path.join(root, 'e2e', 'playwright.config.ts'))) {
  step('build', 'npm', ['run', 'build']);
  // A byte count, not a timing: the home route's first JavaScript stays within its budget (a route
  // constant imported from a module with schemas once pulled the whole message catalogue in).
  step('bundle-size', 'npm', ['run', 'bundle-size', '-w', '@souk/frontend']);
  const report = path.join(reports, 'e2e.json');
  step('e2e', bin('playwright'), ['test'], { cwd: path.join(root, 'e2e'), env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report, SOUK_E2E_JSON: report }, report });
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
