// The front-end budget (issue 9 item 6): initial JS of the sign-in route under 150 KB gzip, and every
// screen in the route table behind a dynamic import. Reads the built apps/web/dist; run after the build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 150 * 1024;
const LOGIN_SOURCE = 'src/features/auth/components/login-page.tsx';
// Shell components the route table may import statically: they render no screen of their own.
const SHELL_COMPONENTS = new Set(['RootLayout', 'RoleGuard', 'RouteErrorPage']);

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The chunk keys a chunk pulls in before it can run: itself plus its static imports, transitively. */
function staticClosure(manifest, startKey, into = new Set()) {
  if (into.has(startKey)) return into;
  const chunk = manifest[startKey];
  if (!chunk) throw new Error(`manifest has no chunk ${startKey}`);
  into.add(startKey);
  for (const key of chunk.imports ?? []) staticClosure(manifest, key, into);
  return into;
}

/** Initial JS of `/`: the entry's closure plus the login chunk's closure, each file counted once. */
export function signInRouteBudget(webDir) {
  const manifest = JSON.parse(readFileSync(path.join(webDir, 'dist/.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('manifest has no entry chunk');
  if (!manifest[LOGIN_SOURCE]?.isDynamicEntry) {
    throw new Error(`${LOGIN_SOURCE} is not its own lazy chunk`);
  }
  const keys = staticClosure(manifest, LOGIN_SOURCE, staticClosure(manifest, entryKey));
  const rows = [...keys].map((key) => {
    const file = manifest[key].file;
    const full = path.join(webDir, 'dist', file);
    const part = key === entryKey ? 'entry' : key === LOGIN_SOURCE ? 'login route' : 'static import';
    return {
      file,
      part,
      'raw KB': kb(readFileSync(full).length),
      'gzip KB': kb(gzipSize(full)),
      gz: gzipSize(full),
    };
  });
  rows.sort((a, b) => b.gz - a.gz);
  const total = rows.reduce((sum, row) => sum + row.gz, 0);
  return { rows, total, manifest, entryKey };
}

/**
 * Every `element: <X />` in routes.tsx must be a `lazy(() => import(...))` binding (or a shell
 * component), and each lazily imported module must be a dynamic entry outside the entry's closure:
 * a module also imported statically somewhere would be merged into the initial chunk by the bundler.
 */
export function lazyRoutesCheck(webDir, manifest, entryKey) {
  const source = readFileSync(path.join(webDir, 'src/app/routes.tsx'), 'utf8');
  const lazyBindings = new Map();
  for (const m of source.matchAll(/const (\w+) = lazy\(\s*\(\) =>\s*import\('([^']+)'\)/g)) {
    lazyBindings.set(m[1], path.posix.join('src/app', `${m[2]}.tsx`));
  }
  const initial = staticClosure(manifest, entryKey);
  const problems = [];
  const rows = [];
  for (const m of source.matchAll(/element:\s*<(\w+)/g)) {
    const name = m[1];
    if (SHELL_COMPONENTS.has(name)) continue;
    const module = lazyBindings.get(name);
    if (!module) {
      problems.push(`${name} is not a lazy import`);
      continue;
    }
    const chunk = manifest[module];
    const ok = Boolean(chunk?.isDynamicEntry) && !initial.has(module);
    if (!ok) problems.push(`${name} (${module}) is not a separate lazy chunk`);
    rows.push({ screen: name, chunk: chunk?.file ?? '(none)', lazy: ok ? 'yes' : 'NO' });
  }
  if (rows.length === 0) problems.push('no route elements found in routes.tsx');
  return { rows, problems };
}

export function bundleBudget(root) {
  const webDir = path.join(root, 'apps/web');
  const { rows, total, manifest, entryKey } = signInRouteBudget(webDir);
  console.log('\nInitial JS of the sign-in route / (gzip level 9):');
  console.table(rows.map(({ gz, ...row }) => row));
  const withinBudget = total <= BUDGET_BYTES;
  console.log(
    `sign-in route initial JS: ${kb(total)} KB gzip in ${rows.length} files; budget ${kb(BUDGET_BYTES)} KB: ${withinBudget ? 'PASS' : 'FAIL'}`,
  );
  const lazy = lazyRoutesCheck(webDir, manifest, entryKey);
  console.log('\nRoute table screens and their chunks:');
  console.table(lazy.rows);
  for (const problem of lazy.problems) console.log(`  ${problem}`);
  console.log(
    `every route lazy (${lazy.rows.length} screens): ${lazy.problems.length === 0 ? 'PASS' : 'FAIL'}`,
  );
  return withinBudget && lazy.problems.length === 0;
}
