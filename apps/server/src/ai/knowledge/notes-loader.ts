import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface KnowledgeNote {
  /** File name without `.md`; stable, so it doubles as the search index id. */
  id: string;
  title: string;
  tags: string[];
  body: string;
}

const moduleDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The notes are Markdown, and `tsc` copies only what it compiles, so dist/ai/knowledge holds no
 * notes folder. Under tsx this module runs from src/ and finds notes/ beside it; from the compiled
 * dist/ (`node apps/server/dist/main.js`) it swaps the last `dist` segment for `src`, the same
 * fallback db/client.ts uses for its migrations. Reading files (rather than embedding them in a
 * generated .ts) keeps the notes editable as plain Markdown with no extra build step.
 */
export function resolveNotesFolder(fromDir: string = moduleDir): string {
  const own = path.join(fromDir, 'notes');
  if (existsSync(own)) return own;
  const marker = `${path.sep}dist${path.sep}`;
  const at = own.lastIndexOf(marker);
  if (at >= 0) {
    const src = `${own.slice(0, at)}${path.sep}src${path.sep}${own.slice(at + marker.length)}`;
    if (existsSync(src)) return src;
  }
  throw new Error(`Knowledge notes folder not found near ${fromDir}`);
}

/** Reads every note; a malformed note is a build mistake, so it throws rather than being skipped. */
export function loadNotes(folder: string = resolveNotesFolder()): KnowledgeNote[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseNote(name.slice(0, -'.md'.length), readFileSync(path.join(folder, name), 'utf8')));
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

/**
 * A deliberately tiny front-matter reader: `title: text` and `tags: [a, b]`, nothing else. Blank
 * lines inside are ignored because biome's Markdown formatter inserts them after the opening `---`.
 */
export function parseNote(id: string, text: string): KnowledgeNote {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`Note ${id} has no front matter`);
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const title = fields.get('title') ?? '';
  const tagList = /^\[(.*)\]$/.exec(fields.get('tags') ?? '');
  const tags = (tagList?.[1] ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
  const body = (match[2] ?? '').trim();
  if (!title || tags.length === 0 || !body) throw new Error(`Note ${id} needs a title, tags and a body`);
  return { id, title, tags, body };
}
