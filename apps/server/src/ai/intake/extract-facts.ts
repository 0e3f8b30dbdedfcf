import { assessNotifiability } from '../../modules/incidents/notifiability.js';
import { bodyPartOf } from './body-part.js';
import { agencyOf, mechanismOf } from './mechanism.js';
import { natureOf } from './nature.js';
import { injuredPersonOf, witnessAnswer, witnessesOf } from './people.js';
import { reportTypeOf, titleOf } from './report-type.js';
import type { ExtractFacts, IntakeSlots } from './slots.js';
import { immediateActionsOf, severityOf, treatmentAnswer, treatmentOf } from './treatment.js';
import { whenOf } from './when.js';
import { matchSite, placeDetailOf } from './where.js';

type Found = Partial<IntakeSlots>;

/** Keeps only the values the message stated: a known slot is never overwritten with null. */
function stated(found: Found): Found {
  const out: Found = {};
  for (const [key, value] of Object.entries(found) as [keyof IntakeSlots, IntakeSlots[keyof IntakeSlots]][]) {
    if (value !== null && value !== undefined) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

const BARE_NO = /^\s*(no|nope|nah|none|nothing|not really|n\/a|na)\b[\s.!]*$/i;

/** Turns a short reply into the answer to the question the agent just asked. */
function pendingAnswer(
  text: string,
  lower: string,
  pending: NonNullable<Parameters<ExtractFacts>[3]>,
): Found {
  switch (pending) {
    case 'witnesses': {
      const w = witnessAnswer(text);
      return w ? { witnesses: w } : {};
    }
    case 'treatment': {
      const t = treatmentAnswer(lower);
      return t ? { treatment: t } : {};
    }
    case 'immediateActions': {
      if (BARE_NO.test(text)) return { immediateActions: 'None' };
      const actions = immediateActionsOf(text);
      if (actions) return { immediateActions: actions };
      // "I got an x-ray" answers with treatment (read above), not with an action at the scene.
      if (treatmentOf(lower)) return {};
      return { immediateActions: text.trim().slice(0, 300) };
    }
    case 'injury': {
      if (/^\s*(no|nope|nah|nobody|no one|none)\b/i.test(text))
        return { nobodyHurt: true, injuredPerson: 'Nobody' };
      return {};
    }
    case 'where':
      return {};
    case 'when':
      return {};
  }
}

/**
 * Reads one worker message into intake slots (DESIGN section 9). Pure and fast (no network, no
 * model): regular expressions for the facts, chrono-node for dates. Returns only what the
 * message adds, including the narrative with this message appended.
 */
export const extractFacts: ExtractFacts = (text, ctx, known, pending) => {
  const trimmed = text.trim();
  if (!trimmed) return {};
  const lower = trimmed.toLowerCase();
  const found: Found = {};

  found.narrative = known.narrative ? `${known.narrative}\n${trimmed}` : trimmed;

  const when = whenOf(trimmed, ctx.now, ctx.timeZone, pending === 'when');
  found.incidentDate = when.incidentDate;
  found.incidentTime = when.incidentTime;

  const site = matchSite(trimmed, ctx.sites);
  if (site) {
    found.locationId = site.id;
    found.locationName = site.name;
  }
  found.placeDetail = placeDetailOf(trimmed, site ?? null);
  if (pending === 'where' && !site && !found.placeDetail && trimmed.length <= 80) found.placeDetail = trimmed;

  const who = injuredPersonOf(trimmed, ctx.reporterName);
  found.injuredPerson = who.injuredPerson;
  found.nobodyHurt = who.nobodyHurt;

  const nature = natureOf(lower);
  found.natureOfInjury = nature.natureOfInjury;
  found.nature = nature.nature;
  const body = bodyPartOf(lower);
  found.bodyPart = body.bodyPart;
  found.bodilyLocation = body.location;
  if (
    pending === 'injury' &&
    !found.injuredPerson &&
    (found.bodyPart || found.natureOfInjury) &&
    ctx.reporterName &&
    /\b(my|i)\b/i.test(trimmed)
  ) {
    found.injuredPerson = ctx.reporterName;
  }

  found.mechanism = mechanismOf(lower);
  found.agency = agencyOf(lower);
  found.witnesses = witnessesOf(trimmed);
  found.immediateActions = immediateActionsOf(trimmed);
  found.treatment = treatmentOf(lower);

  if (pending) Object.assign(found, stated(pendingAnswer(trimmed, lower, pending)));

  // Report type, title and severity read the whole report so far, not just this message.
  const merged: IntakeSlots = { ...known, ...stated(found) };
  const all = (merged.narrative ?? '').toLowerCase();
  const s37 = assessNotifiability({ description: merged.narrative });
  const dangerous = s37.notifiable === 'yes' && s37.notifiable_category === 'dangerous_incident';
  if (!known.reportType || known.reportType === 'NEAR_MISS' || known.reportType === 'HAZARD') {
    const type = reportTypeOf(
      all,
      merged.nobodyHurt,
      Boolean(merged.natureOfInjury || merged.bodyPart),
      dangerous,
    );
    if (type && type !== known.reportType) found.reportType = type;
  }
  // A title comes from a description of the event, not from an answer to a question ("Priya saw
  // it", "yes all safe now"): with a question pending only an event verb makes one.
  if (!known.title) found.title = titleOf(trimmed, found.bodyPart ?? null, pending !== null);
  const withType: IntakeSlots = { ...merged, ...stated(found) };
  found.severity = severityOf(withType, all, dangerous);
  if (found.severity === known.severity) found.severity = null;

  return stated(found);
};
