import type { ChatIntent, MedicalTreatment, ReportType, Severity } from '@app/contracts';
import type { StoredToocs } from '../../db/schema/incidents.js';

/** A tenant site the extractor may match "where" against. */
export interface SiteRef {
  id: string;
  name: string;
  city: string | null;
  address: string | null;
}

export interface ExtractContext {
  /** The moment the worker sent the message; relative dates ("yesterday arvo") count from it. */
  now: Date;
  /** IANA zone of the tenant (default Australia/Brisbane): dates and times are local to it. */
  timeZone: string;
  sites: readonly SiteRef[];
  /** The worker's own name, for "I cut my hand" (the injured person is the reporter). */
  reporterName: string | null;
}

/** A TOOCS 3.2 code with the extractor's confidence (0-1). */
export interface CodedValue {
  code: string;
  label: string;
  confidence: number;
}

/**
 * Everything the intake agent learns about one incident (DESIGN section 9). Each field is null
 * until a message states it; `extractFacts` returns only what the message adds.
 */
export interface IntakeSlots {
  /** The worker's own words, accumulated: becomes the draft's description. */
  narrative: string | null;
  /** A short headline the extractor makes from the narrative (under 80 characters). */
  title: string | null;
  reportType: ReportType | null;
  /** YYYY-MM-DD in the tenant's zone. */
  incidentDate: string | null;
  /** HH:MM in the tenant's zone. */
  incidentTime: string | null;
  /** A matched tenant site. */
  locationId: string | null;
  locationName: string | null;
  /** Where on site, in the worker's words ("loading dock", "aisle 4"). */
  placeDetail: string | null;
  /** Who was hurt; the reporter's name for "I"/"me"; 'Nobody' when nobody was. */
  injuredPerson: string | null;
  nobodyHurt: boolean | null;
  natureOfInjury: string | null;
  bodyPart: string | null;
  /** Names, or 'None' when the worker says nobody saw it. */
  witnesses: string | null;
  immediateActions: string | null;
  treatment: MedicalTreatment | null;
  severity: Severity | null;
  mechanism: CodedValue | null;
  nature: CodedValue | null;
  bodilyLocation: CodedValue | null;
  agency: CodedValue | null;
}

export const EMPTY_SLOTS: IntakeSlots = {
  narrative: null,
  title: null,
  reportType: null,
  incidentDate: null,
  incidentTime: null,
  locationId: null,
  locationName: null,
  placeDetail: null,
  injuredPerson: null,
  nobodyHurt: null,
  natureOfInjury: null,
  bodyPart: null,
  witnesses: null,
  immediateActions: null,
  treatment: null,
  severity: null,
  mechanism: null,
  nature: null,
  bodilyLocation: null,
  agency: null,
};

export const toStoredToocs = (s: IntakeSlots): StoredToocs => ({
  mechanism: s.mechanism,
  nature: s.nature,
  bodily_location: s.bodilyLocation,
  agency: s.agency,
});

/** The slots the agent asks about, in the order it asks (one short question each). */
export const ASKED_SLOTS = ['when', 'where', 'injury', 'treatment', 'witnesses', 'immediateActions'] as const;
export type AskedSlot = (typeof ASKED_SLOTS)[number];

/**
 * The extractor's contract with the agent. `extractFacts` reads one message and returns only the
 * slots the message states; `pending` names the question the agent just asked, so a bare answer
 * ("no", "Sam and Priya", "about 3") can be read as its answer.
 */
export type ExtractFacts = (
  text: string,
  ctx: ExtractContext,
  known: IntakeSlots,
  pending: AskedSlot | null,
) => Partial<IntakeSlots>;

export type ClassifyIntent = (text: string, inReport: boolean) => ChatIntent;
