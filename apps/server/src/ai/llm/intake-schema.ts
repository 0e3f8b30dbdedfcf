import { CHAT_INTENTS, MEDICAL_TREATMENTS, REPORT_TYPES, SEVERITIES } from '@app/contracts';
import { z } from 'zod';

const Coded = z.object({
  code: z.string().min(1).max(10),
  label: z.string().min(1).max(120),
  confidence: z.number().min(0).max(1),
});

const text = (max: number) => z.string().trim().min(1).max(max).nullish();

/**
 * What a model must return for one chat message: the same slots the built-in extractor fills
 * (ai/intake/slots.ts) plus the intent. Anything else is a schema mismatch and the turn falls back.
 */
export const ModelIntakeSchema = z.object({
  intent: z.enum(CHAT_INTENTS),
  slots: z
    .object({
      title: text(120),
      reportType: z.enum(REPORT_TYPES).nullish(),
      incidentDate: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .nullish(),
      incidentTime: z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
        .nullish(),
      siteName: text(200),
      placeDetail: text(200),
      injuredPerson: text(200),
      nobodyHurt: z.boolean().nullish(),
      natureOfInjury: text(200),
      bodyPart: text(200),
      witnesses: text(500),
      immediateActions: text(1000),
      treatment: z.enum(MEDICAL_TREATMENTS).nullish(),
      severity: z.enum(SEVERITIES).nullish(),
      mechanism: Coded.nullish(),
      nature: Coded.nullish(),
      bodilyLocation: Coded.nullish(),
      agency: Coded.nullish(),
    })
    .default({}),
});
export type ModelIntake = z.infer<typeof ModelIntakeSchema>;

/** The OpenAI-compatible chat completion envelope, as far as it is read. */
export const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
