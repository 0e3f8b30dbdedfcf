import type { CodedValue } from './slots.js';

/**
 * TOOCS 3.2 major groups (Safe Work Australia). The extractor codes at major-group level only: a
 * chat message rarely supports a finer code, and a coarse code a manager can refine beats a wrong
 * fine one. Labels follow QLD-WHS-FACTS.md; confirm them against the published list before showing.
 */
export const MECHANISM_GROUPS = {
  '0': 'Falls, trips and slips of a person',
  '1': 'Hitting objects with a part of the body',
  '2': 'Being hit by moving objects',
  '3': 'Sound and pressure',
  '4': 'Body stressing',
  '5': 'Heat, electricity and other environmental factors',
  '6': 'Chemicals and other substances',
  '7': 'Biological factors',
  '8': 'Mental stress',
  '9': 'Vehicle incidents and other',
} as const;
export type MechanismCode = keyof typeof MECHANISM_GROUPS;

export const BODILY_LOCATION_GROUPS = {
  '1': 'Head',
  '2': 'Neck',
  '3': 'Trunk',
  '4': 'Upper limbs',
  '5': 'Lower limbs',
  '6': 'Multiple locations',
  '7': 'Systemic locations',
  '8': 'Non-physical locations',
  '9': 'Unspecified locations',
} as const;
export type BodilyLocationCode = keyof typeof BODILY_LOCATION_GROUPS;

/** Nature of injury/disease major groups (the injury groups; diseases are coarser here). */
export const NATURE_GROUPS = {
  '1': 'Intracranial injuries',
  '2': 'Fractures',
  '3': 'Wounds, lacerations, amputations and internal organ damage',
  '4': 'Burns',
  '5': 'Injury to nerves and spinal cord',
  '6': 'Traumatic joint/ligament and muscle/tendon injury',
  '7': 'Other injuries',
  '8': 'Diseases and conditions',
} as const;
export type NatureCode = keyof typeof NATURE_GROUPS;

export const AGENCY_GROUPS = {
  '1': 'Machinery and (mainly) fixed plant',
  '2': 'Mobile plant and transport',
  '3': 'Powered equipment, tools and appliances',
  '4': 'Non-powered handtools, appliances and equipment',
  '5': 'Chemicals and chemical products',
  '6': 'Materials and substances',
  '7': 'Environmental agencies',
  '8': 'Animal, human and biological agencies',
  '9': 'Other and unspecified agencies',
} as const;
export type AgencyCode = keyof typeof AGENCY_GROUPS;

const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;

export const coded = <T extends Record<string, string>>(
  table: T,
  code: keyof T & string,
  confidence: number,
  label?: string,
): CodedValue => ({ code, label: label ?? table[code] ?? code, confidence: round(confidence) });
