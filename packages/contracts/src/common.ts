import { z } from 'zod';
import { LIMITS } from './limits.js';
import { MESSAGES } from './messages.js';

export const IdSchema = z.uuid({ message: 'Must be a valid id' });
export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

export const EmailSchema = z
  .string({ message: MESSAGES.validation.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.validation.emailRequired)
  .max(LIMITS.emailMaxLength, MESSAGES.validation.emailInvalid)
  .pipe(z.email({ message: MESSAGES.validation.emailInvalid }));

export const PersonNameSchema = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(LIMITS.nameMaxLength, `${label} must be at most ${LIMITS.nameMaxLength} characters`);

export const TimestampSchema = z.iso.datetime({ offset: true });

export const OkSchema = z.object({ ok: z.literal(true) });
