import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { answerSafetyQuestion, fallbackAnswer, listNotes, searchNotes } from './knowledge-base.js';
import { parseNote, resolveNotesFolder } from './notes-loader.js';

/**
 * Every section the notes may cite, each checked by hand against QLD-WHS-FACTS.md (which is not on
 * the CI machine): Act s35-s39, Regulation s35-s38, s55A and s699, Electrical Safety Act s11-s12,
 * Workers' Compensation Act s133. A new citation must be checked and added here on purpose.
 */
const CITED_SECTIONS = new Set(['s11', 's12', 's35', 's36', 's37', 's38', 's39', 's55A', 's133', 's699']);

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

describe('knowledge notes', () => {
  const notes = listNotes();

  it('has at least 30 notes', () => {
    expect(notes.length).toBeGreaterThanOrEqual(30);
  });

  it('gives every note a title, tags and a 60-180 word body', () => {
    for (const note of notes) {
      expect(note.title.length, note.id).toBeGreaterThan(0);
      expect(note.tags.length, note.id).toBeGreaterThan(0);
      const words = wordCount(note.body);
      expect(words, `${note.id} has ${words} words`).toBeGreaterThanOrEqual(60);
      expect(words, `${note.id} has ${words} words`).toBeLessThanOrEqual(180);
    }
  });

  it('keeps titles unique', () => {
    const titles = notes.map((note) => note.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('cites no section outside the checked list', () => {
    for (const note of notes) {
      const text = `${note.tags.join(' ')} ${note.body}`;
      const cited = [...text.matchAll(/\bss?(\d+[A-Z]?)\b/g)].map((match) => `s${match[1]}`);
      for (const section of cited) expect(CITED_SECTIONS, `${note.id} cites ${section}`).toContain(section);
      expect(text, note.id).not.toMatch(/\bsections?\s+\d/i);
    }
  });

  it('reads front matter with the blank lines the Markdown formatter adds', () => {
    const note = parseNote('spaced', '---\n\ntitle: Spaced\ntags: [a, b c]\n---\n\nThe body.\n');
    expect(note).toEqual({ id: 'spaced', title: 'Spaced', tags: ['a', 'b c'], body: 'The body.' });
  });

  it('rejects a note without front matter or tags', () => {
    expect(() => parseNote('bad', 'just text')).toThrow(/front matter/);
    expect(() => parseNote('bad', '---\ntitle: T\ntags: []\n---\nbody')).toThrow(/tags/);
  });
});

describe('notes folder', () => {
  const here = path.dirname(fileURLToPath(import.meta.url));

  it('is found beside the source', () => {
    expect(resolveNotesFolder(here)).toBe(path.join(here, 'notes'));
  });

  it('falls back from the compiled dist folder to src, which tsc does not copy .md files into', () => {
    const srcMarker = `${path.sep}src${path.sep}`;
    const at = here.lastIndexOf(srcMarker);
    const distDir = `${here.slice(0, at)}${path.sep}dist${path.sep}${here.slice(at + srcMarker.length)}`;
    expect(existsSync(path.join(distDir, 'notes'))).toBe(false);
    expect(resolveNotesFolder(distDir)).toBe(path.join(here, 'notes'));
  });

  it('throws when there is no notes folder at all', () => {
    expect(() => resolveNotesFolder(path.join(path.sep, 'nowhere', 'at-all'))).toThrow(/not found/);
  });
});

describe('answerSafetyQuestion', () => {
  const cases: [question: string, title: string][] = [
    ['who do I call if someone is seriously hurt', 'When someone is hurt - what to do first'],
    ['do I need to report a near miss', 'Near misses - why report them'],
    ['what is a notifiable incident', 'What is a notifiable incident'],
    ['how should I lift heavy boxes', 'Manual handling and lifting safely'],
    ['what do I do after a chemical splash', 'Chemical splash or exposure - first steps'],
    ['how do I upload a photo', 'Using Vigil - uploading evidence photos and files'],
    ['what is the hierarchy of controls', 'Hierarchy of controls'],
    ['is a broken arm notifiable', 'Broken bones, cuts and strains - notifiable or not'],
    ['how long do I have to tell WorkCover', 'Reporting an injury to WorkCover Queensland'],
    [
      'is a scaffold collapse notifiable if nobody was hurt',
      'Dangerous incidents - notifiable even when nobody is hurt',
    ],
    ['do I have to keep the scene untouched', 'Preserving the incident site'],
    ['someone got an electric shock', 'Serious electrical incidents and electric shocks'],
    ['can I use a frayed extension cord', 'Electrical safety - frayed leads, test and tag, safety switches'],
    ['I am being bullied by my boss', 'Reporting bullying, harassment, aggression or trauma confidentially'],
    ['how do I finish my draft', 'Using Vigil - My Drafts and completing a draft'],
    ['difference between workcover and whsq', 'WHSQ, WorkCover Queensland and the Electrical Safety Office'],
  ];

  it.each(cases)('answers "%s" from "%s"', (question, title) => {
    const result = answerSafetyQuestion(question);
    expect(result?.sources[0]).toBe(title);
  });

  it('adds the WHSQ notification note when someone is seriously hurt', () => {
    const result = answerSafetyQuestion('who do I call if someone is seriously hurt');
    expect(result?.sources).toContain('Notifying WorkSafe Queensland (WHSQ)');
    expect(result?.answer).toContain('000');
    expect(result?.answer).toContain('1300 362 128');
  });

  it.each([
    "what's the capital of France",
    'recipe for pavlova',
    'what is the weather tomorrow',
    'tell me a joke',
    'best pizza in brisbane',
    '',
  ])('returns null for "%s"', (question) => {
    expect(answerSafetyQuestion(question)).toBeNull();
  });

  it('uses one to three notes and ends with a line naming each of them', () => {
    for (const [question] of cases) {
      const result = answerSafetyQuestion(question);
      if (!result) throw new Error(`no answer for ${question}`);
      expect(result.sources.length).toBeGreaterThanOrEqual(1);
      expect(result.sources.length).toBeLessThanOrEqual(3);
      const lastLine = result.answer.split('\n').at(-1);
      expect(lastLine).toBe(`Sources: ${result.sources.join('; ')}`);
    }
  });

  it('leads with the best note in its own words', () => {
    const result = answerSafetyQuestion('is a broken arm notifiable');
    const note = listNotes().find((candidate) => candidate.title === result?.sources[0]);
    const firstParagraph = note?.body.split(/\n\s*\n/)[0] ?? 'missing';
    expect(result?.answer.startsWith(firstParagraph)).toBe(true);
  });

  it('answers an indexed question in well under 5 ms', () => {
    answerSafetyQuestion('warm up the index');
    const questions = cases.map(([question]) => question);
    const rounds = 20;
    const started = performance.now();
    for (let round = 0; round < rounds; round += 1) for (const question of questions) searchNotes(question);
    const perQuery = (performance.now() - started) / (rounds * questions.length);
    expect(perQuery).toBeLessThan(5);
  });
});

describe('fallbackAnswer', () => {
  it('says it has no note and points to people who can answer, without citing law', () => {
    const text = fallbackAnswer();
    expect(text).toMatch(/don't have a note/);
    expect(text).toMatch(/supervisor/);
    expect(text).toMatch(/health and safety representative/);
    expect(text).toMatch(/WorkSafe Queensland/);
    expect(text).toContain('1300 362 128');
    expect(text).not.toMatch(/\bs\d+/);
  });
});
