import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';
import { appEnv, type AppEnv } from '../env';

/**
 * The stand-ins for Strapi internals, in one place (ARCHITECTURE "Framework shortcuts"). Each one
 * was kept because the bench showed a gain of at least 10 % on a hot path that no public extension
 * point gives; each file's header says what it replaces and the figure. Upgrading Strapi is then:
 * bump, run the API tests with `FRAMEWORK_SHORTCUTS=on` and `=off`, and re-check each shortcut's
 * `checkedAgainst` against the new Strapi code before moving the version on.
 *
 * A shortcut applies only when the installed Strapi is the version it was checked against;
 * otherwise Strapi's own code runs and the log says so once.
 */
export interface FrameworkShortcut {
  name: string;
  /** The Strapi (or library) code it stands in for. */
  replaces: string;
  /** The @strapi/strapi version whose code was read and tested with this shortcut. */
  checkedAgainst: string;
  install(strapi: Core.Strapi): void;
}

/** The installed @strapi/strapi version (what scripts/serve.js runs). */
export function installedStrapiVersion(): string {
  const load = createRequire(__filename);
  return (load('@strapi/strapi/package.json') as { version: string }).version;
}

/** The two switches (src/env.ts): all off, or some left out by name. */
type Switches = Pick<AppEnv, 'FRAMEWORK_SHORTCUTS' | 'FRAMEWORK_SHORTCUTS_OFF'>;

const active = new Set<string>();

/** Whether a shortcut was installed in this process (runtime helpers such as `runPrepared` ask). */
export const shortcutActive = (name: string) => active.has(name);

/**
 * Whether `shortcut` may stand in for Strapi's code here: the switch is on and the installed Strapi
 * is the version it was checked against (otherwise one line in the log says which code runs).
 */
export function shortcutApplies(strapi: Pick<Core.Strapi, 'log'>, shortcut: Omit<FrameworkShortcut, 'install'>, version = installedStrapiVersion(), env: Switches = appEnv()): boolean {
  if (env.FRAMEWORK_SHORTCUTS === 'off') return false;
  if (env.FRAMEWORK_SHORTCUTS_OFF.has(shortcut.name)) {
    strapi.log.info(`[framework] ${shortcut.name} left out (FRAMEWORK_SHORTCUTS_OFF): Strapi's ${shortcut.replaces} runs`);
    return false;
  }
  if (shortcut.checkedAgainst === version) return true;
  strapi.log.warn(`[framework] ${shortcut.name} skipped: checked against Strapi ${shortcut.checkedAgainst}, installed ${version}; Strapi's ${shortcut.replaces} runs`);
  return false;
}

/** Installs every shortcut that applies; answers their names. */
export function installShortcuts(strapi: Core.Strapi, shortcuts: FrameworkShortcut[], version = installedStrapiVersion(), env: Switches = appEnv()): string[] {
  if (env.FRAMEWORK_SHORTCUTS === 'off') {
    strapi.log.info(`[framework] shortcuts off (FRAMEWORK_SHORTCUTS=off): Strapi ${version}'s own code runs`);
    return [];
  }
  const installed: string[] = [];
  for (const shortcut of shortcuts) {
    if (!shortcutApplies(strapi, shortcut, version, env)) continue;
    shortcut.install(strapi);
    active.add(shortcut.name);
    installed.push(shortcut.name);
  }
  return installed;
}
