import { rmSync } from 'node:fs';

/** The database of a run is thrown away with it (the next run seeds a fresh one). */
export default function globalTeardown() {
  const db = process.env.SOUK_E2E_DB;
  if (!db) return;
  for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(`${db}${suffix}`, { force: true });
}
