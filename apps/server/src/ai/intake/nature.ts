import type { CodedValue } from './slots.js';
import { coded, NATURE_GROUPS, type NatureCode } from './toocs.js';

interface NatureRule {
  pattern: RegExp;
  label: string;
  group: NatureCode;
}

// Most serious first: TOOCS codes the most serious injury when a message names several.
const NATURES: NatureRule[] = [
  {
    pattern:
      /\bamputat|\b(cut|chopped|sliced|took|ripped|tore|lopped|sawed|sawn) (the |my |his |her |their )?(\w+ ){0,3}(fingers?|thumbs?|toes?|fingertips?|tips?|hand|ear)s? (clean )?off\b|\bsever(ed|ing)\b|\b(ripp|tor)(ed|n|ing) (\w+ ){0,2}(fingernail|nail|fingertip|finger|toe)s? off|\b(cut|chopped|sliced|ripped|torn|came) off\b|\b(lost|losing) (the |a |his |her |my |their )?(tip|top|end|part|portion|half)?\s*(of )?(his |her |my |their |the |an? )?((left|right) )?(index |middle |ring |little |pinky )?(finger|thumb|toe|fingertip|hand|arm|leg|foot|ear)|\bdetached\b|\breattach/,
    label: 'Amputation',
    group: '3',
  },
  {
    pattern: /\bdeglov|\bscalp(ed|ing)\b|\bavulsion/,
    label: 'Degloving (skin separated from tissue)',
    group: '3',
  },
  { pattern: /\bspinal (cord )?injur|\bparaly[sz]/, label: 'Spinal injury', group: '5' },
  {
    pattern:
      /\bconcuss|\bbrain (injur|bleed|trauma)|\bhead (injur|trauma)|\bskull fracture|\bfractured (his |her |their |my )?skull|\bintracranial|\b(lost|loss of) consciousness|\bunconscious\b|\bknocked out\b|\bbrain\b|\bsubdural|\bhematoma|\bhaematoma/,
    label: 'Head injury (concussion)',
    group: '1',
  },
  {
    pattern: /\belectric(al)? shock|\belectrocut|\bshocked\b|\barc flash/,
    label: 'Electric shock',
    group: '7',
  },
  {
    pattern:
      /\bfractur|\bbreak(ing|s)?\s+(his|her|their|my|the|a|an|both|two|three|four|several)\s+((left|right|lower|upper)\s+)?(\w+\s+)?(bones?|arms?|legs?|wrists?|ankles?|hips?|heels?|ribs?|fingers?|toes?|neck|back|nose|jaw|collarbone|femur|tibia|fibula|pelvis|skull|elbows?|foot|feet|hands?|shoulders?|knees?|kneecaps?|vertebrae?)\b|\b(bones?|arms?|legs?|wrists?|ankles?|hips?|heels?|ribs?|fingers?|toes?|neck|back|nose|jaw|femur|tibia|fibula|pelvis|skull|elbows?|foot|hands?|shoulders?|knees?)\s+(was\s+|were\s+)?broke(n)?\b|\bbrok(e|en|ing)\b(?! (down|into|off|loose|free|out|apart|open|up|the (jam|seal|glass|window)))|\bcrack(ed)? (a |his |her |my |their )?(rib|bone|skull|vertebra|pelvis)|\bsnapped (his |her |my )?(arm|leg|wrist|ankle)/,
    label: 'Fracture',
    group: '2',
  },
  {
    pattern:
      /\bchemical (splash|burn)|\b(acid|caustic|chemical|chlorine|bleach)\b[^.]{0,40}\b(splash|in (my|his|her|their) eyes?)|\bsplash(ed)? in (my|his|her|their) eyes?/,
    label: 'Chemical splash or burn',
    group: '4',
  },
  { pattern: /\bburn(s|t|ed)?\b|\bscald|\bblister/, label: 'Burn', group: '4' },
  { pattern: /\bdislocat/, label: 'Dislocation', group: '6' },
  { pattern: /\bcrush(ed|ing)?\b/, label: 'Crush injury', group: '3' },
  {
    pattern: /\blacerat|\bgash|\bcut\b|\bsliced|\bstitches\b|\bsutur|\bopen wound|\bslashed|\bbleeding\b/,
    label: 'Laceration (cut)',
    group: '3',
  },
  {
    pattern:
      /\bpunctur|\bimpaled|\bneedle[- ]?stick|\bstabbed|\bnail (went )?(through|into)|\binjected\b|\bpierced/,
    label: 'Puncture wound',
    group: '3',
  },
  {
    pattern:
      /\bheat (stroke|exhaustion|stress|illness|related)|\bheat-related|\bheatstroke|\bfrom the heat\b|\bdehydrat|\bhypotherm|\bfrostbite/,
    label: 'Heat or cold illness',
    group: '8',
  },
  {
    pattern: /\bpoison|\binhal(ed|ation)|\boverc[o]me by|\bfumes\b|\basphyxia|\bcarbon monoxide/,
    label: 'Poisoning or toxic effect',
    group: '7',
  },
  {
    pattern:
      /\bforeign (body|object)|\bsomething in (my|his|her|their) eye|\b(grit|dust|metal|sawdust|splinter) in (my|his|her|their|the) eye|\bsplinter\b/,
    label: 'Foreign body',
    group: '7',
  },
  {
    pattern:
      /\bsprain|\bstrain|\bpulled (a |my |his |her )?muscle|\btwist(ed)? (my|his|her|their|an?) (ankle|knee|wrist|back)|\brolled (my|his|her|their|an?) ankle|\bhernia|\btorn (ligament|tendon|muscle)|\bsore back|\bhurt (my|his|her|their) back|\bjarred|\btendon/,
    label: 'Sprain or strain',
    group: '6',
  },
  {
    pattern:
      /\bbruis|\bcontusion|\bswollen|\bswelling|\bbump(ed)? (on|to) (the|my|his|her)? ?head|\bgraze|\bscrape|\babrasion/,
    label: 'Bruise or graze',
    group: '7',
  },
  { pattern: /\bbitten|\bbite\b|\bsting|\binfect/, label: 'Bite, sting or infection', group: '8' },
  {
    pattern:
      /\bstress(ed)?\b|\banxiety|\bpanic attack|\btraumati[sz]|\bptsd|\bshaken up|\bbullied|\bharass|\bthreaten|\babused\b|\babusive/,
    label: 'Psychological injury',
    group: '8',
  },
];

/** The most serious injury the text names, in plain words and as a TOOCS nature group. */
export function natureOf(lower: string): { natureOfInjury: string | null; nature: CodedValue | null } {
  for (const rule of NATURES) {
    if (rule.pattern.test(lower)) {
      return { natureOfInjury: rule.label, nature: coded(NATURE_GROUPS, rule.group, 0.75, rule.label) };
    }
  }
  return { natureOfInjury: null, nature: null };
}
