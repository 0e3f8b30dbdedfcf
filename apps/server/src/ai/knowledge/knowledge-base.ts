import MiniSearch from 'minisearch';
import { type KnowledgeNote, loadNotes } from './notes-loader.js';
import { processTerm, termsOf } from './search-terms.js';
import { KNOWLEDGE_STRINGS } from './strings.js';

export interface SafetyAnswer {
  answer: string;
  /** Titles of the notes the answer was built from, best first. */
  sources: string[];
}

/**
 * Below this the best match is treated as a coincidence of words, not an answer. Calibrated on
 * the test questions: on-topic questions score well above it and off-topic ones find nothing or
 * score under it.
 */
const MIN_SCORE = 12;
/** Further notes join the answer only when they are nearly as relevant as the best one. */
const RELATIVE_SCORE = 0.6;
const MAX_NOTES = 3;

interface Indexed {
  index: MiniSearch<KnowledgeNote>;
  notes: Map<string, KnowledgeNote>;
}

let built: Indexed | undefined;

/** Built on first use and kept: the notes never change while the server runs. */
function knowledge(): Indexed {
  if (!built) built = buildIndex(loadNotes());
  return built;
}

function buildIndex(notes: KnowledgeNote[]): Indexed {
  const index = new MiniSearch<KnowledgeNote>({
    fields: ['title', 'tags', 'body'],
    extractField: (note, field) => {
      if (field === 'tags') return note.tags.join(' ');
      const value = note[field as keyof KnowledgeNote];
      return typeof value === 'string' ? value : '';
    },
    processTerm,
    searchOptions: {
      boost: { title: 3, tags: 2 },
      // 0.2 of a four-letter word rounds to one edit, which turns "best" into "test": short words match exactly.
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      prefix: true,
      processTerm,
    },
  });
  index.addAll(notes);
  return { index, notes: new Map(notes.map((note) => [note.id, note])) };
}

export function listNotes(): KnowledgeNote[] {
  return [...knowledge().notes.values()];
}

/** The scored matches for a question, best first; exposed so tests can see why a note won. */
export function searchNotes(question: string): { note: KnowledgeNote; score: number }[] {
  const { index, notes } = knowledge();
  return index.search(question).flatMap((hit) => {
    const note = notes.get(String(hit.id));
    return note ? [{ note, score: hit.score }] : [];
  });
}

/** Answers from the one to three best notes, or null when no note fits well enough to quote. */
export function answerSafetyQuestion(question: string): SafetyAnswer | null {
  const hits = searchNotes(question);
  const best = hits[0];
  if (!best || best.score < MIN_SCORE) return null;
  const used = hits.filter((hit) => hit.score >= best.score * RELATIVE_SCORE).slice(0, MAX_NOTES);
  const asked = termsOf(question);
  const parts = [leadOf(best.note, asked)];
  for (const hit of used.slice(1)) parts.push(freshSentence(hit.note.body, termsOf(parts.join(' '))));
  const sources = used.map((hit) => hit.note.title);
  return {
    answer: `${parts.join('\n\n')}\n\n${KNOWLEDGE_STRINGS.sourcesPrefix}${sources.join('; ')}`,
    sources,
  };
}

/** Said when nothing fits; names who to ask instead of guessing at the law. */
export function fallbackAnswer(): string {
  return KNOWLEDGE_STRINGS.fallback;
}

/**
 * The best note's opening paragraph (each note is written to answer in its first paragraph), plus
 * the one later paragraph that shares the most words with the question, so "is a broken arm
 * notifiable" also gets the paragraph that talks about outpatients.
 */
function leadOf(note: KnowledgeNote, asked: Set<string>): string {
  const paragraphs = blocks(note.body);
  const lead = paragraphs[0] ?? '';
  let extra = '';
  let extraOverlap = 0;
  for (const paragraph of paragraphs.slice(1)) {
    const overlap = [...termsOf(paragraph)].filter((term) => asked.has(term)).length;
    if (overlap > extraOverlap) {
      extra = paragraph;
      extraOverlap = overlap;
    }
  }
  return extra ? `${lead}\n\n${extra}` : lead;
}

/** Paragraphs, with a list joined to the sentence that introduces it ("... when:"). */
function blocks(body: string): string[] {
  const result: string[] = [];
  for (const paragraph of body.split(/\n\s*\n/).map((p) => p.trim())) {
    const previous = result.at(-1);
    if (previous?.endsWith(':')) result[result.length - 1] = `${previous}\n${paragraph}`;
    else if (paragraph) result.push(paragraph);
  }
  return result;
}

/** Below this share of new words a sentence only repeats what the answer already says. */
const MIN_NEW_TERMS = 0.4;

/** A supporting note's first sentence that adds something, so two notes do not say "call 000" twice. */
function freshSentence(body: string, said: Set<string>): string {
  const sentences = blocks(body)
    .flatMap((block) => block.split('\n').filter((line) => !line.startsWith('- ')))
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .filter((sentence) => sentence.length > 0 && !sentence.endsWith(':'));
  const fresh = sentences.find((sentence) => {
    const terms = [...termsOf(sentence)];
    const unseen = terms.filter((term) => !said.has(term)).length;
    return terms.length > 0 && unseen / terms.length >= MIN_NEW_TERMS;
  });
  return fresh ?? sentences[0] ?? '';
}
