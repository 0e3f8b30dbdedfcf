import type { CodedValue, IntakeSlots } from '../intake/slots.js';

const CODED = new Set<keyof IntakeSlots>(['mechanism', 'nature', 'bodilyLocation', 'agency']);

function appendNarrative(known: string | null, added: string): string {
  if (!known) return added;
  // The built-in extractor hands back the whole account so far; others only the new words.
  if (added.startsWith(known)) return added;
  if (known.includes(added)) return known;
  return `${known}\n${added}`;
}

/**
 * Folds one message's facts into what is known. A later statement corrects an earlier one, except:
 * the narrative accumulates (it is the worker's whole account), the title stays the first one made, a place already said more precisely is kept,
 * and a TOOCS code is replaced only by a more confident one.
 */
export function mergeSlots(
  known: IntakeSlots,
  patch: Partial<IntakeSlots>,
): { slots: IntakeSlots; changed: (keyof IntakeSlots)[] } {
  const slots: IntakeSlots = { ...known };
  const changed: (keyof IntakeSlots)[] = [];
  const assign = <K extends keyof IntakeSlots>(key: K, value: IntakeSlots[K]) => {
    if (JSON.stringify(slots[key]) === JSON.stringify(value)) return;
    slots[key] = value;
    changed.push(key);
  };
  for (const key of Object.keys(patch) as (keyof IntakeSlots)[]) {
    const value = patch[key];
    if (value === undefined || value === null) continue;
    if (key === 'narrative' && typeof value === 'string')
      assign('narrative', appendNarrative(slots.narrative, value));
    else if (key === 'placeDetail' && typeof value === 'string') {
      // "aisle" after "aisle 4" says less, not something else: keep the more specific place.
      const current = slots.placeDetail?.toLowerCase() ?? '';
      if (!current.includes(value.toLowerCase())) assign('placeDetail', value);
    } else if (key === 'title') {
      if (!slots.title) assign('title', value as string);
    } else if (CODED.has(key)) {
      const current = slots[key] as CodedValue | null;
      const next = value as CodedValue;
      if (!current || next.confidence > current.confidence) assign(key, next);
    } else assign(key, value as IntakeSlots[typeof key]);
  }
  return { slots, changed };
}
