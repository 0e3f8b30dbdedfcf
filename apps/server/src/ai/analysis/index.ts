export { analyzeIncident, BUILTIN_MODEL, BUILTIN_PROVIDER } from './analyze.js';
export { guardRootCause, isBlameCause } from './guard.js';
export type { AnalysisInput, AnalyzeOptions, AttachmentRef, ConversationTurn } from './types.js';
