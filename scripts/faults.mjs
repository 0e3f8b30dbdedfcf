// `npm run bench -- --only=faults`: crash and outage drills against a throwaway PostgreSQL and the
// built server. Each fault prints what was tried, what the database and upload folder held
// afterwards, and what was lost; the run fails if anything was.
import { databaseOutage } from '../bench/faults/database-outage.mjs';
import { killDuringJob } from '../bench/faults/kill-during-job.mjs';
import { killDuringUpload } from '../bench/faults/kill-during-upload.mjs';
import { killDuringWrites } from '../bench/faults/kill-during-writes.mjs';
import { createRig } from '../bench/faults/rig.mjs';

/** h: { root, serverMain, cliRun, freePort, waitForHealth, startCluster } from scripts/bench.mjs. */
export async function runFaults(h) {
  const rig = await createRig(h);
  const results = [];
  try {
    for (const fault of [killDuringWrites, killDuringUpload, killDuringJob, databaseOutage]) {
      try {
        results.push(await fault(rig, h.root));
      } catch (error) {
        results.push({
          fault: fault.name,
          tried: 'the drill itself failed',
          found: String(error),
          lost: 'unknown',
          ok: false,
        });
      }
      const last = results.at(-1);
      console.log(
        `\n[faults] ${last.ok ? 'OK  ' : 'FAIL'} ${last.fault}\n  tried: ${last.tried}\n  found: ${last.found}\n  lost:  ${last.lost}`,
      );
    }
  } finally {
    await rig.close();
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(`\n[faults] ${results.length} faults injected, ${failed} with something lost or wrong.`);
  if (failed) process.exitCode = 1;
}
