import { existsSync, writeFileSync } from 'node:fs';
import { dumpMigratedPglite } from '../../src/db/client.js';
import { pgliteTemplatePath } from './database.js';

/** initdb costs seconds; every test file starts from one migrated dump made here instead. */
export default async function setup(): Promise<void> {
  const file = pgliteTemplatePath();
  if (existsSync(file)) return;
  const dump = await dumpMigratedPglite();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}
