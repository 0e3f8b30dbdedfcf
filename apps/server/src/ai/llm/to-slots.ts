import type { ExtractContext, IntakeSlots } from '../intake/slots.js';
import type { ModelIntake } from './intake-schema.js';

const norm = (s: string) => s.trim().toLowerCase();

/**
 * A model's slots in the agent's shape. The site must be one of the tenant's (a model may not
 * invent a location id), and the narrative is always the worker's own words, never the model's.
 */
export function toIntakeSlots(
  output: ModelIntake,
  text: string,
  ctx: ExtractContext,
  known: IntakeSlots,
): Partial<IntakeSlots> {
  const { siteName, ...rest } = output.slots;
  const out: Partial<IntakeSlots> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== null && value !== undefined) (out as Record<string, unknown>)[key] = value;
  }
  if (siteName) {
    const site = ctx.sites.find((s) => norm(s.name) === norm(siteName));
    if (site) {
      out.locationId = site.id;
      out.locationName = site.name;
    } else if (!out.placeDetail) out.placeDetail = siteName;
  }
  if (output.intent === 'incident_report') {
    const words = text.trim();
    out.narrative = known.narrative ? `${known.narrative}\n${words}` : words;
  }
  return out;
}
