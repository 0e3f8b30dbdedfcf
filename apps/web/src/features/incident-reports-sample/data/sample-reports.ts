export type SampleSection = 'pending' | 'archived' | 'recent';
export type SampleStatus = 'Pending' | 'Accepted' | 'Rejected';

/** Spec 02 section 3: a sample incident report, held only on this screen. */
export type SampleReport = {
  id: string;
  section: SampleSection;
  type: string;
  date: string;
  location: string;
  submittedBy: string;
  status: SampleStatus;
  description: string;
  extraInfo?: string;
};

/** Fixed, realistic Queensland examples (spec 02 section 2: not connected to the server). */
export const SAMPLE_REPORTS: readonly SampleReport[] = [
  {
    id: 'p1',
    section: 'pending',
    type: 'Slip and fall',
    date: '03/03/2026',
    location: 'Fortitude Valley Warehouse, Brisbane',
    submittedBy: 'Mia Nguyen',
    status: 'Pending',
    description: 'Worker slipped on spilled coolant near loading dock 2 and jarred her left wrist.',
    extraInfo: 'Spill kit was restocked; first aid applied on site.',
  },
  {
    id: 'p2',
    section: 'pending',
    type: 'Heat stress',
    date: '28/02/2026',
    location: 'Bruce Highway roadworks, Gympie',
    submittedBy: 'Liam OConnor',
    status: 'Pending',
    description: 'Traffic controller reported dizziness after a four-hour shift at 36 degrees.',
  },
  {
    id: 'p3',
    section: 'pending',
    type: 'Forklift near miss',
    date: '26/02/2026',
    location: 'Port of Townsville, Berth 4',
    submittedBy: 'Aroha Walker',
    status: 'Pending',
    description: 'Reversing forklift came within a metre of a pedestrian crossing the exclusion zone.',
    extraInfo: 'Reversing beeper was found to be faulty and has been tagged out.',
  },
  {
    id: 'a1',
    section: 'archived',
    type: 'Chemical splash',
    date: '14/11/2025',
    location: 'Gladstone Water Treatment Plant',
    submittedBy: 'Raj Patel',
    status: 'Accepted',
    description: 'Chlorine solution splashed onto a technician’s forearm while changing a dosing line.',
    extraInfo: 'Safety shower used within 30 seconds; no lasting injury.',
  },
  {
    id: 'a2',
    section: 'archived',
    type: 'Manual handling strain',
    date: '02/10/2025',
    location: 'Toowoomba Distribution Centre',
    submittedBy: 'Grace Thompson',
    status: 'Rejected',
    description: 'Report of a back strain lifting cartons; duplicate of an earlier report.',
  },
  {
    id: 'r1',
    section: 'recent',
    type: 'Cut from box cutter',
    date: '04/03/2026',
    location: 'Cairns Central Retail Store',
    submittedBy: 'Ethan Brown',
    status: 'Accepted',
    description: 'Team member cut his thumb opening stock with a retractable blade.',
    extraInfo: 'Switched to safety cutters in the stockroom.',
  },
  {
    id: 'r2',
    section: 'recent',
    type: 'Aggressive customer',
    date: '01/03/2026',
    location: 'Gold Coast Service Centre, Southport',
    submittedBy: 'Chloe Martin',
    status: 'Pending',
    description: 'Customer shouted and threw a clipboard at the front counter; no one was hit.',
  },
];
