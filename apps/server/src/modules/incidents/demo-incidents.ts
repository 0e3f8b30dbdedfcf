import type { ReportType, Severity } from '@app/contracts';

/** Demo data only (seed-demo): plausible Queensland workplace reports, not real events. */
export interface DemoTemplate {
  title: string;
  type: ReportType;
  severity: Severity;
  description: string;
  nature?: string;
  bodyPart?: string;
  actions: string;
  medical?: boolean;
}

export const DEMO_SITES = [
  {
    venueName: 'Brisbane Distribution Centre',
    venueType: 'WAREHOUSE',
    address: '48 Freight St',
    city: 'Eagle Farm',
  },
  {
    venueName: 'Townsville Service Depot',
    venueType: 'FACTORY',
    address: '12 Enterprise Rd',
    city: 'Garbutt',
  },
  { venueName: 'Gold Coast Retail Store', venueType: 'RETAIL', address: '3 Marine Pde', city: 'Southport' },
] as const;

export const DEMO_PEOPLE = [
  'Mia Thompson',
  'Jack Wilson',
  'Aroha Ngata',
  'Liam Nguyen',
  'Priya Patel',
  'Tom Briggs',
];

export const DEMO_TEMPLATES: DemoTemplate[] = [
  {
    title: 'Slip on wet floor in loading dock',
    type: 'INJURY',
    severity: 'MEDIUM',
    description: '{who} slipped on water tracked in from the wash bay and landed on their left hip.',
    nature: 'Bruising',
    bodyPart: 'Hip',
    actions: 'Area dried and wet-floor signs placed; first aid ice pack applied.',
  },
  {
    title: 'Forklift near miss with pedestrian',
    type: 'NEAR_MISS',
    severity: 'HIGH',
    description: 'A reach truck reversed out of aisle 14 as {who} walked past outside the marked walkway.',
    actions: 'Forklift stopped; pedestrian exclusion zone re-marked; toolbox talk held.',
  },
  {
    title: 'Finger laceration from box cutter',
    type: 'INJURY',
    severity: 'LOW',
    description: '{who} cut the tip of a finger while opening cartons with a retractable knife.',
    nature: 'Minor cut',
    bodyPart: 'Finger',
    actions: 'Wound cleaned and dressed from the first aid kit.',
  },
  {
    title: 'Back strain lifting stock',
    type: 'INJURY',
    severity: 'MEDIUM',
    description:
      '{who} felt a sharp pain in the lower back lifting a 25 kg bag of stock feed from floor level.',
    nature: 'Muscle strain',
    bodyPart: 'Lower back',
    actions: 'Stopped work; referred to GP; manual handling assessment booked.',
    medical: true,
  },
  {
    title: 'Chemical splash while decanting cleaner',
    type: 'INJURY',
    severity: 'HIGH',
    description:
      '{who} was exposed to a caustic cleaner splash to the face while decanting without a funnel.',
    nature: 'Chemical burn',
    bodyPart: 'Face',
    actions: 'Eye wash station used for 20 minutes; taken to GP the same afternoon.',
    medical: true,
  },
  {
    title: 'Finger severed in bandsaw',
    type: 'INJURY',
    severity: 'CRITICAL',
    description: "{who}'s finger was severed by the meat bandsaw when the guard was raised to clear a jam.",
    nature: 'Amputation',
    bodyPart: 'Finger',
    actions: 'First aid, ambulance called, finger packed on ice; saw isolated and tagged out.',
    medical: true,
  },
  {
    title: 'Scaffold collapse on street frontage',
    type: 'DANGEROUS_INCIDENT',
    severity: 'CRITICAL',
    description:
      'A section of scaffold collapsed onto the footpath overnight after high winds. Nobody was hurt.',
    actions: 'Footpath barricaded; scaffolder called; site left undisturbed for the inspector.',
  },
  {
    title: 'Ammonia leak at cold room',
    type: 'DANGEROUS_INCIDENT',
    severity: 'CRITICAL',
    description:
      'Uncontrolled escape of ammonia from the cold-room refrigeration plant; the building was evacuated.',
    actions: 'Evacuated; QFES attended; refrigeration contractor isolated the plant.',
  },
  {
    title: 'Electric shock from extension lead',
    type: 'DANGEROUS_INCIDENT',
    severity: 'HIGH',
    description: '{who} received an electric shock from a damaged extension lead used outdoors in the rain.',
    actions: 'Lead removed from service; test and tag audit of all leads started.',
  },
  {
    title: 'Small bin fire behind kitchen',
    type: 'PROPERTY_DAMAGE',
    severity: 'MEDIUM',
    description: 'Smoke seen coming from a skip bin; a small fire was put out with an extinguisher by {who}.',
    actions: 'Extinguisher replaced; bin relocated away from the wall.',
  },
  {
    title: 'Heat stress during afternoon shift',
    type: 'ILLNESS',
    severity: 'HIGH',
    description: '{who} became dizzy and nauseous unloading a container in 36 degree heat.',
    nature: 'Heat illness',
    bodyPart: 'Whole body',
    actions: 'Moved to shade, cooled and given fluids; shift rotation changed.',
    medical: true,
  },
  {
    title: 'Trip hazard from torn carpet',
    type: 'HAZARD',
    severity: 'LOW',
    description: 'A torn carpet seam near reception is lifting and could trip someone.',
    actions: 'Taped down temporarily; facilities asked to replace the section.',
  },
  {
    title: 'Blocked fire exit in storeroom',
    type: 'HAZARD',
    severity: 'HIGH',
    description: 'Pallets of stock were stacked across the rear fire exit of the storeroom.',
    actions: 'Pallets moved; exit marked with floor paint; supervisor briefed.',
  },
  {
    title: 'Aggressive customer at counter',
    type: 'SECURITY',
    severity: 'MEDIUM',
    description: 'A customer shouted at and threatened {who} after a refund was refused.',
    actions: 'Duress alarm pressed; customer left; staff member debriefed and offered EAP.',
  },
  {
    title: 'After-hours break-in at depot',
    type: 'SECURITY',
    severity: 'HIGH',
    description: 'The side roller door was forced overnight and tools were taken from the workshop.',
    actions: 'Police report made; locksmith attended; CCTV footage saved.',
  },
  {
    title: 'Diesel spill at refuelling bay',
    type: 'ENVIRONMENTAL',
    severity: 'MEDIUM',
    description: 'About 40 litres of diesel spilled when a refuelling nozzle failed to shut off.',
    actions: 'Spill kit used; drain covers placed; waste contractor collected the absorbent.',
  },
  {
    title: 'Falling box from top racking',
    type: 'NEAR_MISS',
    severity: 'HIGH',
    description: 'A carton fell from the top shelf of racking and landed beside {who}.',
    actions: 'Racking checked and load restraint netting ordered.',
  },
  {
    title: 'Fall from ladder while changing signage',
    type: 'INJURY',
    severity: 'HIGH',
    description:
      '{who} fell from a step ladder, was taken to hospital by ambulance with a suspected broken wrist.',
    nature: 'Fracture',
    bodyPart: 'Wrist',
    actions: 'First aid; ambulance; ladder quarantined pending inspection.',
    medical: true,
  },
];
