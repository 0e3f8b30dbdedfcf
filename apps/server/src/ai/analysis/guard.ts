/**
 * "Human error" and "be more careful" are not root causes: they stop the inquiry at the person and
 * lead to no control that lasts. These patterns catch them in any answer, ours or a provider's.
 */
const BLAME_PATTERNS: readonly RegExp[] = [
  /\bhuman error\b/i,
  /\b(operator|worker|employee|user|driver|staff|person'?s?) (error|fault|mistake|negligence)\b/i,
  /\bcareless(ness|ly)?\b/i,
  /\b(be|being|been|was not|wasn'?t|were not|not) (more )?careful\b/i,
  /\bmore care\b/i,
  /\b(not|wasn'?t|weren'?t|didn'?t|did not) (paying|pay) attention\b/i,
  /\binattent(ion|ive)\b/i,
  /\black of (attention|concentration|care|focus|common sense)\b/i,
  /\bcomplacen(t|cy)\b/i,
  /\bnegligen(t|ce)\b/i,
  /\bshould have (looked|known|been|paid|watched)\b/i,
  /\b(his|her|their|own) fault\b/i,
  /\b(failed|failure) to (follow|pay attention|look|concentrate)\b/i,
];

export const isBlameCause = (text: string): boolean => BLAME_PATTERNS.some((re) => re.test(text));

/**
 * Where a blame answer is walked to: the system that made the error possible. Ordered from the
 * cause that most often sits behind an "error" (design) to the widest one (workload).
 */
export const SYSTEM_CAUSES: readonly { kind: string; text: string }[] = [
  {
    kind: 'design',
    text: 'The task and workplace were designed so that safety depended on a person noticing the hazard at the moment of risk, rather than on a physical control.',
  },
  {
    kind: 'supervision',
    text: 'Supervision did not check that the planned controls were in place and used for this task.',
  },
  {
    kind: 'procedure',
    text: 'No safe work procedure set out how this task should be done safely.',
  },
  {
    kind: 'maintenance',
    text: 'Inspection and maintenance did not find and fix the condition before it caused harm.',
  },
  {
    kind: 'training',
    text: 'The training system did not make sure the people doing this task knew its hazards and controls.',
  },
  {
    kind: 'workload',
    text: 'Workload, staffing or time pressure left too little room to do the task safely.',
  },
];

/**
 * Picks the root cause: the first candidate that is a system cause. When every candidate blames a
 * person, it keeps walking: to `fallback`, then to the generic system causes.
 */
export const guardRootCause = (candidates: readonly string[], fallback?: string): string => {
  const chain = [...candidates, ...(fallback ? [fallback] : []), ...SYSTEM_CAUSES.map((c) => c.text)];
  return chain.find((c) => c.trim() !== '' && !isBlameCause(c)) ?? SYSTEM_CAUSES[0]!.text;
};
