import { runCli } from './cli/run.js';

// exitCode rather than exit(): stdout is flushed and the database has already been closed.
process.exitCode = await runCli(process.argv.slice(2));
