import type { HazardPattern } from './hazard-types.js';
import { PERSON_FELL } from './person-fell.js';

/** Road vehicles, machinery and falling objects: being hit or caught. */
export const IMPACT_HAZARDS: readonly HazardPattern[] = [
  {
    key: 'road_vehicle',
    name: 'Road vehicle incident',
    mechanism: '9',
    agency: '2',
    cues: [
      [/\b(car|ute|van|bus|motor ?cycle|motorbike|company vehicle|work vehicle)\b/i, 2],
      [
        /\b(crash\w*|collid\w*|collision|rear-ended|rolled over|rollover|overturned|swerved|accident on the)\b/i,
        3,
      ],
      [/\b(road|highway|intersection|driving|drove|passenger)\b/i, 2],
    ],
    consequence: 5,
    event: 'The person was involved in a vehicle collision or rollover while travelling for work.',
    exposure: 'The work involved driving or riding in a vehicle.',
    controlGap: 'Journey planning, vehicle condition or vehicle safety features did not prevent the crash.',
    systemCause: 'Work-related driving is not covered by a journey management and vehicle safety procedure.',
    immediate: {
      title: 'Take the vehicle out of service for inspection',
      description: 'Take the vehicle out of service until it has been inspected and any damage repaired.',
      role: 'Fleet coordinator',
      verification: 'A mechanic’s inspection report is attached before the vehicle returns to service.',
    },
    controls: [
      {
        key: 'reduce_travel',
        level: 'elimination',
        actionType: 'LONG_TERM',
        title: 'Reduce the need to drive',
        description:
          'Replace trips with remote meetings or scheduled deliveries where possible, and avoid driving in the riskiest conditions.',
        category: 'task',
        role: 'Operations manager',
        verification: 'Compare work kilometres before and after over three months.',
      },
      {
        key: 'safer_vehicles',
        level: 'engineering',
        actionType: 'LONG_TERM',
        title: 'Use vehicles with higher safety ratings and telematics',
        description: 'Choose fleet vehicles with high safety ratings, driver assistance and telematics.',
        category: 'equipment',
        role: 'Fleet coordinator',
        verification: 'Review the fleet register against the vehicle safety standard.',
      },
      {
        key: 'journey_management',
        level: 'administrative',
        actionType: 'SHORT_TERM',
        title: 'Introduce journey management and fatigue rules',
        description: 'Plan journeys, set rest breaks and driving hour limits, and check in for long trips.',
        category: 'organisation',
        role: 'WHS advisor',
        verification: 'Audit journey plans for one month.',
      },
    ],
  },
  {
    key: 'machinery',
    name: 'Caught in or struck by machinery',
    mechanism: '2',
    agency: '1',
    cues: [
      [/\bbetween\b/i, 1],
      [/\b(pinch\w*|crush\w*|smash\w*|tangled|entangled|pulled into|drawn into|caught)\b/i, 2],
      [
        /\b(caught|pulled|drawn|trapped|crushed|pinched|compressed|entangled)\b[^.]{0,40}\b(in|between|under|by)\b/i,
        3,
      ],
      [
        /\b(machine\w*|conveyor|press|roller|rollers|auger|mixer|lathe|saw|grinder|shredder|guard\w*|belt|chain|gear|sprocket|blade|die|mold|mould|baler|compactor|sheeter|slicer)\b/i,
        2,
      ],
      [/\b(amputat\w*|severed|fingertip|degloved|degloving)\b/i, 2],
      [
        /\b(unjam|clear(ing)? a jam|jammed|cleaning the|maintenance|lockout|lock out|tag ?out|energi[sz]ed)\b/i,
        1,
      ],
    ],
    consequence: 5,
    event: 'Part of the person’s body was caught in, or struck by, moving machinery.',
    exposure:
      'The person’s hands or body could reach the moving parts while the machine was running or could start.',
    controlGap:
      'The moving parts were not guarded, or the machine was not isolated and locked out, when the person reached in.',
    systemCause:
      'Guarding and isolation (lockout) were not required and checked for this machine and task, including cleaning and clearing jams.',
    immediate: {
      title: 'Tag out the machine until it is guarded',
      description:
        'Isolate and tag out the machine, and keep it out of service until guarding and isolation are checked.',
      role: 'Maintenance supervisor',
      verification: 'The maintenance supervisor records the lockout tag number and inspection the same day.',
    },
    controls: [
      {
        key: 'fixed_guard',
        level: 'engineering',
        actionType: 'LONG_TERM',
        title: 'Fit fixed or interlocked guards to the moving parts',
        description:
          'Install fixed guards, or interlocked guards that stop the machine when opened, over every point where a person can reach moving parts.',
        category: 'equipment',
        role: 'Maintenance supervisor',
        verification: 'Inspect the guards against the machine’s risk assessment and test each interlock.',
      },
      {
        key: 'isolation_points',
        level: 'isolation',
        actionType: 'LONG_TERM',
        title: 'Provide lockable isolation points at the machine',
        description:
          'Fit lockable isolators for every energy source so the machine can be made safe before cleaning, maintenance or clearing jams.',
        category: 'equipment',
        role: 'Maintenance supervisor',
        verification: 'Test isolation of each energy source and record it.',
      },
      {
        key: 'lockout_procedure',
        level: 'administrative',
        actionType: 'SHORT_TERM',
        title: 'Write and train a lockout procedure for this machine',
        description:
          'Set out the isolation and lockout steps for cleaning, maintenance and clearing jams, and train everyone who does them.',
        category: 'organisation',
        role: 'WHS advisor',
        verification: 'Check training records and observe one lockout being done.',
      },
    ],
  },
  {
    key: 'falling_object',
    name: 'Struck by a falling or moving object',
    mechanism: '2',
    agency: '6',
    cues: [
      [PERSON_FELL, -3],
      [/\b(ejected|gave way|swung|rolling|rolled|released|flew|kicked back|broke loose|snapped)\b/i, 2],
      [/\b(struck|strikes|striking|hit|hitting)\b/i, 1],
      [
        /\b(fell|falling|dropped|toppled|tipped|collapsed|came loose|slid off|rolled off|swung)\b[^.]{0,40}\b(on|onto|striking|hitting|and struck|and hit)\b/i,
        3,
      ],
      [/\b(struck|hit)\b[^.]{0,10}\bby\b/i, 3],
      [
        /\b(load|pallet|beam|pipe|rack\w*|shelf|shelving|crane|hoist|sling|stack\w*|box(es)?|bundle|tree|branch|debris|panel|sheet)\b/i,
        1,
      ],
      [/\b(overhead|above|from above)\b/i, 1],
    ],
    consequence: 4,
    event: 'The person was struck by an object that fell, moved or was released.',
    exposure: 'The person was in the area where the object could fall, swing or move.',
    controlGap:
      'The object was not secured against falling or moving, and people were not kept out of the drop zone.',
    systemCause:
      'Load securing, storage and exclusion zones were not set out for this task, so unsecured objects stayed near people.',
    immediate: {
      title: 'Secure loose loads and close the drop zone',
      description:
        'Secure or remove objects that could fall or move, and keep people out of the area until it is safe.',
      role: 'Site supervisor',
      verification: 'The supervisor inspects the storage or load the same day and records what was secured.',
    },
    controls: [
      {
        key: 'secure_storage',
        level: 'engineering',
        actionType: 'LONG_TERM',
        title: 'Secure storage and loads mechanically',
        description:
          'Fit load restraints, rack mesh, stops or tie-downs so objects cannot fall or roll onto people.',
        category: 'equipment',
        role: 'Maintenance supervisor',
        verification: 'Inspect the restraints and record photos and a sign-off.',
      },
      {
        key: 'drop_zone',
        level: 'isolation',
        actionType: 'LONG_TERM',
        title: 'Barricade drop zones under lifting and stacking',
        description:
          'Set physical barriers that keep people out from under loads being lifted, stacked or moved.',
        category: 'environment',
        role: 'Site supervisor',
        verification: 'Observe three lifts and record that the zone was kept clear.',
      },
      {
        key: 'load_procedure',
        level: 'administrative',
        actionType: 'SHORT_TERM',
        title: 'Set stacking and load-securing rules',
        description:
          'Set maximum stack heights and load-securing steps, and brief the workers who store or move loads.',
        category: 'organisation',
        role: 'WHS advisor',
        verification: 'Check briefing records and inspect storage after two weeks.',
      },
      {
        key: 'hard_hat',
        level: 'ppe',
        actionType: 'SHORT_TERM',
        title: 'Require hard hats and safety boots in the area',
        description: 'Require head and foot protection where falling objects remain possible.',
        category: 'equipment',
        role: 'Site supervisor',
        verification: 'Spot-check compliance on three shifts.',
      },
    ],
  },
];
