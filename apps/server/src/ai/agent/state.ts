import { type AskedSlot, EMPTY_SLOTS, type IntakeSlots } from '../intake/slots.js';

export type AgentMode = 'idle' | 'reporting' | 'done';
export type NotifiableLevel = 'yes' | 'possible' | 'no';

/**
 * Everything the dialogue needs between turns. It is stored as JSON on the conversation row, so it
 * holds plain data only and carries a version for the day its shape changes.
 */
export interface AgentState {
  version: 1;
  mode: AgentMode;
  slots: IntakeSlots;
  /** The question the last reply asked, so a bare answer ("no", "about 3") is read against it. */
  pending: AskedSlot | 'safety' | null;
  /** Slot questions already asked in this report: none is asked twice, and their count is capped. */
  asked: AskedSlot[];
  safetyConfirmed: boolean;
  /** The level the worker has already been told about, so the notifiable statement is said once. */
  announced: NotifiableLevel;
  /** The draft this report writes to; the chat service sets it after creating the draft. */
  incidentNumber: string | null;
}

export const initialState = (): AgentState => ({
  version: 1,
  mode: 'idle',
  slots: { ...EMPTY_SLOTS },
  pending: null,
  asked: [],
  safetyConfirmed: false,
  announced: 'no',
  incidentNumber: null,
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Reads a stored state defensively: a row written by an older build, or `{}` from the column
 * default, becomes a usable state rather than a crash mid-conversation.
 */
export function restoreState(stored: unknown): AgentState {
  const base = initialState();
  if (!isRecord(stored) || stored.version !== 1) return base;
  const slots = isRecord(stored.slots)
    ? { ...EMPTY_SLOTS, ...(stored.slots as Partial<IntakeSlots>) }
    : base.slots;
  return {
    ...base,
    ...(stored as Partial<AgentState>),
    slots,
    asked: Array.isArray(stored.asked) ? (stored.asked as AskedSlot[]) : [],
  };
}
