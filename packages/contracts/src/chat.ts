import { z } from 'zod';

/** Spec 01 section 3: 'user-' plus a random UUID, generated per page load. */
export const CHAT_SESSION_ID_PATTERN = /^user-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Long enough for a detailed narrative, short enough that one message cannot hog the agent. */
export const CHAT_INPUT_MAX_LENGTH = 4_000;

/** POST /api/ask-agent (spec 01 section 7). */
export const AskAgentBodySchema = z.object({
  inputText: z
    .string()
    .trim()
    .min(1, 'Type a message first')
    .max(CHAT_INPUT_MAX_LENGTH, `Keep a message under ${CHAT_INPUT_MAX_LENGTH} characters`),
  sessionId: z.string().regex(CHAT_SESSION_ID_PATTERN, 'sessionId must be user- followed by a UUID'),
  isFirstMessage: z.boolean(),
});
export type AskAgentBody = z.infer<typeof AskAgentBodySchema>;

/** What the agent took a message to be (DESIGN section 9). */
export const CHAT_INTENTS = ['incident_report', 'safety_question', 'small_talk'] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

/** spec: action 'upload_file' shows the upload component under the reply. */
export const AGENT_ACTIONS = ['upload_file'] as const;

export const AskAgentResponseSchema = z.object({
  response: z.string(),
  action: z.enum(AGENT_ACTIONS).nullable(),
  /** The draft's number once the conversation has created one; null before. */
  incidentNumber: z.string().nullable(),
  /** Beyond the spec: what the reply rests on, so the screen can show it. */
  intent: z.enum(CHAT_INTENTS),
  /** Titles of the knowledge notes a safety answer quotes; empty otherwise. */
  sources: z.array(z.string()),
  notifiable: z.enum(['yes', 'possible', 'no']).nullable(),
});
export type AskAgentResponse = z.infer<typeof AskAgentResponseSchema>;

/** The treatment the injured person received, highest first wins (WHS Act 2011 (Qld) s36). */
export const MEDICAL_TREATMENTS = ['none', 'first_aid', 'doctor', 'hospital_inpatient', 'unknown'] as const;
export type MedicalTreatment = (typeof MEDICAL_TREATMENTS)[number];
