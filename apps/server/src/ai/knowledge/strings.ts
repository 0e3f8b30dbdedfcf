/** Said when no note fits: it names who can answer and never offers law of its own. */
export const KNOWLEDGE_STRINGS = {
  fallback:
    "I don't have a note on that, so I won't guess. Please ask your supervisor or your health and safety " +
    'representative, or check with WorkSafe Queensland (worksafe.qld.gov.au). In an emergency call 000. ' +
    'To notify a serious incident, WorkSafe Queensland is on 1300 362 128.',
  sourcesPrefix: 'Sources: ',
} as const;
