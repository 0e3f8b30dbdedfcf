import { createHash } from 'node:crypto';
import type { Evidence } from '@app/contracts';
import { type AnalysisInput, QUOTABLE_FIELDS } from './types.js';

/** A piece of text the analyzer may quote, with where it came from. */
export interface Source {
  kind: 'field' | 'conversation';
  ref: string;
  text: string;
}

const QUOTE_MAX = 200;

/** The report's fields and the worker's own chat turns; assistant turns are questions, not evidence. */
export const sourcesOf = (input: AnalysisInput): Source[] => {
  const fields: Source[] = [];
  for (const f of QUOTABLE_FIELDS) {
    const text = input[f]?.trim();
    if (text) fields.push({ kind: 'field', ref: f, text });
  }
  const turns: Source[] = input.conversation.flatMap((t, i) =>
    t.role === 'user' && t.text.trim()
      ? [{ kind: 'conversation' as const, ref: String(i), text: t.text.trim() }]
      : [],
  );
  return [...fields, ...turns];
};

export const allText = (sources: readonly Source[]): string => sources.map((s) => s.text).join('\n');

const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

const clip = (s: string): string => (s.length <= QUOTE_MAX ? s : `${s.slice(0, QUOTE_MAX - 3).trimEnd()}...`);

/** The first sentence, in source order, that matches: the quote an answer rests on. */
export const findEvidence = (sources: readonly Source[], pattern: RegExp): Evidence | null => {
  for (const s of sources) {
    for (const sentence of sentencesOf(s.text)) {
      if (pattern.test(sentence)) return { kind: s.kind, ref: s.ref, quote: clip(sentence) };
    }
  }
  return null;
};

export const firstSentence = (text: string): string => clip(sentencesOf(text)[0] ?? text.trim());

export const wordCount = (text: string): number =>
  text.split(/\s+/).filter((w) => /[a-z0-9]/i.test(w)).length;

/** A stable id: the same incident and control always give the same id, so approvals survive a rerun. */
export const stableId = (prefix: string, ...parts: readonly string[]): string =>
  `${prefix}_${createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 16)}`;

export const round2 = (n: number): number => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;

export const lowerFirst = (s: string): string => (s ? s[0]!.toLowerCase() + s.slice(1) : s);
