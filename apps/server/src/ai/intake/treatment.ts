import type { MedicalTreatment, Severity } from '@app/contracts';
import type { IntakeSlots } from './slots.js';

const INPATIENT =
  /\b(hospitali[sz](ed|ation)|admitted|in-?patient|kept (\w+ ){0,2}(overnight|in hospital|for observation)|overnight (in|at) (the )?hospital|stayed (\w+ ){0,2}(overnight|in hospital)|(taken|transported|rushed|flown|airlifted|conveyed|sent|carried) (\w+ ){0,3}(by ambulance|by helicopter|to (the |a )?(local )?(hospital|trauma cent(er|re)|burns? (unit|cent(er|re))))|ambulance (took|taken|transported|rushed|to) |in an ambulance|(underwent|had|required|needs?|needed|requiring) (emergency )?surgery|surgery (was|to)|intensive care|\bicu\b)/;
const DOCTOR =
  /\b(went to|go to|visited|seen at|saw|see|seeing|taken to|sent to|at) (the |a |an |my |his |her )?(hospital|emergency|emergency department|emergency room|ed|er|doctor|gp|medical cent(er|re)|clinic|urgent care|physio)\b|\b(doctor|gp|stitches|sutures|x-?ray(ed)?|plaster cast|in a cast|antibiotics|tetanus)\b/;
const FIRST_AID =
  /\b(first aid|band-?aids?|bandaid|plasters?|ice ?packs?|applied ice|put ice|ice on (it|them|my|his|her|their|the (injury|wound|bruise|swelling))|bandaged|dressing|washed (it )?(out|off)|eye ?wash|flushed)\b/;
const NO_TREATMENT =
  /\b(no (treatment|first aid|medical)|didn'?t need (any )?(treatment|first aid)|not hurt|nobody (was |got )?(hurt|injured)|no one (was |got )?(hurt|injured)|no injur)/;

/** The treatment the message states, most serious first (the draft's medical_treatment). */
export function treatmentOf(lower: string): MedicalTreatment | null {
  if (INPATIENT.test(lower)) return 'hospital_inpatient';
  if (DOCTOR.test(lower)) return 'doctor';
  if (FIRST_AID.test(lower)) return 'first_aid';
  if (NO_TREATMENT.test(lower)) return 'none';
  return null;
}

/** Reads a bare answer to "Did anyone need treatment?". */
export function treatmentAnswer(lower: string): MedicalTreatment | null {
  const stated = treatmentOf(lower);
  if (stated) return stated;
  if (/^\s*(no|nope|nah|none|nothing|not really|didn'?t|no need)\b/.test(lower)) return 'none';
  if (/\b(not sure|don'?t know|dunno|unsure|no idea)\b/.test(lower)) return 'unknown';
  if (/\b(hospital|ambulance)\b/.test(lower)) return 'doctor';
  return null;
}

const ACTION_VERB =
  /^(?:(?:i|we|he|she|they|someone|somebody|[a-z]+)\s+)?(?:then\s+|just\s+|also\s+|quickly\s+|straight away\s+)?(applied|put|placed|grabbed|gave|called|rang|phoned|cleaned|mopped|wiped|isolated|locked|tagged|turned|switched|shut|stopped|taped|coned|roped|blocked|barricaded|fenced|evacuated|cleared|removed|reported|notified|washed|flushed|rinsed|bandaged|wrapped|elevated|iced|administered|extinguished|covered|secured|fixed|replaced|unplugged|disconnected)\b/i;

/**
 * Treatment words. First aid is recorded once, as treatment (`medical_treatment`); immediate
 * actions are what was done about the hazard and the scene (cleaned up, isolated, barricaded).
 */
const CARE =
  /\b(x-?rays?|gp|doctors?|stitch\w*|sutur\w*|hospital|ambulance|000|paramedics?|first aid|ice ?packs?|ice on|band-?aids?|bandaids?|plasters?|bandag\w*|dressings?|eye ?wash|washed (it|them|my|his|her|their)\b|flushed|rinsed|elevated|iced|administered|cpr|defib\w*|splint|sling|panadol|paracetamol|cream|nurse|physio|clinic|emergency department|medical (centre|center|treatment|attention))\b/i;

/** What was done straight away, in the worker's words ("applied ice", "cleaned up the spill"). */
export function immediateActionsOf(text: string): string | null {
  const found: string[] = [];
  for (const raw of text.split(/[.!?;,\n]+|\s+(?:and|then|but|so|after|before|because)\s+/i)) {
    const clause = raw.trim();
    const m = ACTION_VERB.exec(clause);
    if (!m || clause.split(/\s+/).length < 2) continue;
    const phrase = clause.slice(clause.toLowerCase().indexOf(m[1]?.toLowerCase() ?? ''));
    // "put my hand in", "turned around": movements, not actions taken.
    if (/^(put|placed|turned|covered)\s+(my|his|her|their)\s+(hand|finger|arm|foot|leg|head)\b/i.test(phrase))
      continue;
    if (/^turned (around|round|away|back)\b/i.test(phrase)) continue;
    // Care of the injured person is the treatment slot, not what was done about the hazard.
    if (CARE.test(phrase)) continue;
    found.push(phrase.replace(/[,\s]+$/, ''));
  }
  return found.length > 0 ? found.join('; ') : null;
}

const DEATH = /\b(died|dies|death|deceased|fatal(ity|ly)?|killed|passed away|pronounced dead)\b/;

/** Severity from the outcome (DESIGN: death/amputation CRITICAL, in-patient HIGH, doctor MEDIUM). */
export function severityOf(slots: IntakeSlots, lower: string, dangerous: boolean): Severity | null {
  if (DEATH.test(lower)) return 'CRITICAL';
  if (slots.nature?.label === 'Amputation' || /amputat/i.test(slots.natureOfInjury ?? '')) return 'CRITICAL';
  if (slots.treatment === 'hospital_inpatient') return 'HIGH';
  if (dangerous) return 'HIGH';
  if (slots.treatment === 'doctor') return 'MEDIUM';
  if (slots.nature && ['1', '2', '4', '5'].includes(slots.nature.code)) return 'MEDIUM';
  if (slots.treatment === 'first_aid' || slots.treatment === 'none') return 'LOW';
  if (slots.reportType === 'NEAR_MISS' || slots.reportType === 'HAZARD') return 'LOW';
  if (slots.natureOfInjury) return 'LOW';
  return null;
}
