/**
 * Words that carry no topic. Without this list "how do I ..." would match every note that says
 * "how" or "do", and an off-topic question would still reach the score threshold.
 */
const STOP_WORDS = new Set(
  (
    'a about after again all also am an and any anyone are as at be been before being but by can could ' +
    'did do does doing done for from get gets got had has have he her here him his how i if in into is ' +
    'it its just keep know let like long many may me might more most much must my need needs no not now of ' +
    'off ok on once only or other our out over please really s she should so some someone somebody ' +
    'something tell than that the their them then there these they thing this those to too up us very want ' +
    'was way we were what whats when where which while who whom why will with would yes you your'
  ).split(' '),
);

/**
 * A light suffix stripper, applied to the notes and to questions alike, so "lifting boxes" meets
 * "lift" and "box". It only has to be consistent, not linguistically right.
 */
export function stem(term: string): string {
  if (term.length > 5 && /i(es|ed)$/.test(term)) return `${term.slice(0, -3)}y`;
  if (term.length > 5 && term.endsWith('ing')) return term.slice(0, -3);
  if (term.length > 6 && term.endsWith('ly')) return term.slice(0, -2);
  if (term.length > 5 && term.endsWith('ed')) return term.slice(0, -2);
  if (term.length > 3 && /(sh|ch|x|ss|z)es$/.test(term)) return term.slice(0, -2);
  if (term.length > 3 && term.endsWith('s') && !/(ss|us|is)$/.test(term)) return term.slice(0, -1);
  return term;
}

/** minisearch's processTerm: lower-case, drop stop words and one-letter scraps, then stem. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase().replace(/['’]/g, '');
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

/** The distinct searchable stems of a text, used to pick which sentences of a note to quote. */
export function termsOf(text: string): Set<string> {
  const terms = new Set<string>();
  for (const word of text.split(/[^\p{L}\p{N}'’]+/u)) {
    const term = processTerm(word);
    if (term) terms.add(term);
  }
  return terms;
}
