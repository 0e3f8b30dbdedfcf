import type { HazardPattern } from './hazard-types.js';

/** The person is the one falling ("the employee slipped", "she fell"), not an object falling on them. */
const PERSON_FELL =
  /\b(employee|worker|he|she|they|i|we|person|man|woman|operator|driver|nurse|cleaner|contractor)\s+(?:\w+\s+){0,3}?(fell|slipped|tripped|stumbled|lost (his|her|their|my) (footing|balance))\b/i;

/**
 * The hazard pattern library. Order matters only for ties. Wording stays factual and blames no one:
 * every system cause points at design, supervision, procedure, maintenance, training or workload.
 */
export const HAZARDS: readonly HazardPattern[] = [
  {
    key: 'fall_from_height',
    name: 'Fall from height',
    mechanism: '0',
    agency: '4',
    cues: [
      [/\b(fell|dropped)\b[^.]{0,30}?\b\d+(\.\d+)?\s*(feet|foot|ft|metres?|meters?|m)\b/i, 3],
      [PERSON_FELL, 2],
      [/\b(climb\w*|descend\w*|stepped (out|off|down)|hole|opening|edge)\b/i, 1],
      [/\b(fell|falls|fallen|fell down)\b/i, 1],
      [/\b(fell|falling|fall|fallen|slipped|jumped)\b[^.]{0,60}\b(from|off|through|down)\b/i, 3],
      [
        /\b(ladder|scaffold\w*|roof|mezzanine|skylight|elevated|height|platform|stair\w*|steps|truss|ledge|lift basket|ewp|aerial lift)\b/i,
        2,
      ],
      [/\b\d+\s*(feet|foot|ft|metres?|meters?|m)\b/i, 1],
      [/\b(to the (ground|floor) below|lower level|fell into)\b/i, 2],
    ],
    consequence: 4,
    event: 'The person fell from a height to a lower level.',
    exposure: 'The task put the person at a height where a fall to a lower level could happen.',
    controlGap:
      'Nothing stopped the fall: there was no edge protection, guard rail, fall-arrest system or stable work platform suited to the task.',
    systemCause:
      'The work at height was planned without a risk assessment that selected fall protection for this task, so the gap was not found before the work started.',
    immediate: {
      title: 'Stop work at height and make the area safe',
      description:
        'Barricade the fall area and stop this work at height until suitable fall protection is in place and checked.',
      role: 'Site supervisor',
      verification:
        'The supervisor confirms on site the same day that the area is barricaded and the work stopped.',
    },
    controls: [
      {
        key: 'eliminate_height',
        level: 'elimination',
        actionType: 'LONG_TERM',
        title: 'Do the task from the ground',
        description:
          'Redesign the task so it is done at ground level (for example lowering the item, using extension tools or relocating the equipment), removing the need to work at height.',
        category: 'task',
        role: 'Operations manager',
        verification: 'Observe the task being done from the ground and record the changed method.',
      },
      {
        key: 'edge_protection',
        level: 'engineering',
        actionType: 'LONG_TERM',
        title: 'Install edge protection or a proper work platform',
        description:
          'Fit guard rails, covers over openings, or provide a mobile work platform or scaffold in place of ladders for this task.',
        category: 'equipment',
        role: 'Maintenance supervisor',
        verification: 'Inspect the installed edge protection or platform and record photos and a sign-off.',
      },
      {
        key: 'height_procedure',
        level: 'administrative',
        actionType: 'SHORT_TERM',
        title: 'Write a safe work method for work at height',
        description:
          'Set out how this task is done at height, the fall protection to use and who checks it, and train the workers who do it.',
        category: 'organisation',
        role: 'WHS advisor',
        verification: 'Check the signed procedure and training records, then observe the task once.',
      },
      {
        key: 'harness',
        level: 'ppe',
        actionType: 'SHORT_TERM',
        title: 'Provide a fall-arrest harness where a fall risk remains',
        description:
          'Where edge protection cannot cover the whole task, supply fall-arrest harnesses with rated anchor points and train workers to use them.',
        category: 'equipment',
        role: 'Site supervisor',
        verification: 'Check harness inspection tags, anchor certification and training records.',
      },
    ],
  },
  {
    key: 'slip_trip',
    name: 'Slip, trip or fall on the same level',
    mechanism: '0',
    agency: '7',
    cues: [
      [
        /\b(ladder|scaffold\w*|platform|trestle|steps)\s+(slipped|moved|shifted|gave way|tipped|kicked out)\b/i,
        -3,
      ],
      [/\b(fell|falls)\b/i, 1],
      [PERSON_FELL, 2],
      [/\b(fell|falls)\b[^.]{0,30}\b(to|onto|on) the (ground|floor)\b/i, 1],
      [
        /\b(slip|slipped|slipping|slippery|trip|tripped|tripping|stumbled|lost (his|her|their|my) (footing|balance))\b/i,
        3,
      ],
      [
        /\b(wet|spill\w*|oil|grease|icy|ice|water on the floor|uneven|pothole|cord|hose|mat|curb|kerb|debris)\b(?! ?packs?)/i,
        2,
      ],
      [/\b(fell|fall|fallen)\b[^.]{0,40}\b(floor|ground)\b/i, 1],
      [/\b(walking|walked)\b/i, 1],
    ],
    consequence: 3,
    event: 'The person slipped or tripped and fell on the same level.',
    exposure:
      'The person was walking across a surface that was slippery, uneven or had something in the way.',
    controlGap:
      'The surface was not kept free of the slip or trip hazard, and nothing warned the person or kept them away from it.',
    systemCause:
      'Housekeeping and floor maintenance were not planned around the work that causes spills or clutter, so the hazard was left for people to notice.',
    immediate: {
      title: 'Clean up or fence off the slip or trip hazard',
      description:
        'Clean the spill or remove the obstruction now, and fence off any area that cannot be fixed today.',
      role: 'Site supervisor',
      verification:
        'The supervisor inspects the area the same day and records that the hazard is gone or fenced off.',
    },
    controls: [
      {
        key: 'fix_source',
        level: 'elimination',
        actionType: 'LONG_TERM',
        title: 'Remove the source of the spill or trip hazard',
        description:
          'Fix the leak, reroute the cords or hoses, or repair the uneven surface so the hazard no longer appears.',
        category: 'environment',
        role: 'Maintenance supervisor',
        verification: 'Inspect the area over two weeks and record that the hazard has not returned.',
      },
      {
        key: 'slip_resistant_floor',
        level: 'engineering',
        actionType: 'LONG_TERM',
        title: 'Fit slip-resistant flooring and drainage',
        description:
          'Apply a slip-resistant surface or matting and improve drainage where the floor gets wet.',
        category: 'environment',
        role: 'Facilities manager',
        verification: 'Inspect the finished floor and record the product used and a photo.',
      },
      {
        key: 'housekeeping',
        level: 'administrative',
        actionType: 'SHORT_TERM',
        title: 'Set a cleaning and inspection routine',
        description:
          'Schedule floor checks and prompt spill clean-up for this area, with a named person each shift and spill kits nearby.',
        category: 'organisation',
        role: 'Site supervisor',
        verification: 'Review the inspection log after two weeks.',
      },
      {
        key: 'footwear',
        level: 'ppe',
        actionType: 'SHORT_TERM',
        title: 'Provide slip-resistant footwear',
        description: 'Supply slip-resistant footwear to workers in areas where floors can still get wet.',
        category: 'equipment',
        role: 'Site supervisor',
        verification: 'Check issue records and spot-check footwear on shift.',
      },
    ],
  },
  {
    key: 'mobile_plant',
    name: 'Mobile plant and pedestrian interaction',
    mechanism: '9',
    agency: '2',
    cues: [
      [
        /\b(forklift|fork ?lift|fork truck|pallet jack|pallet truck|reach truck|order picker|loader|bobcat|skid steer|excavator|telehandler|tractor|golf cart|atv|quad bike|powered industrial (truck|vehicle)|walkie)\b/i,
        4,
      ],
      [
        /\b(run over|ran over|reversing|reversed|backing up|backed up|backed into|pinned|struck by (a|the) (truck|vehicle)|pedestrian)\b/i,
        3,
      ],
      [/\b(truck|vehicle|driver|operator)\b/i, 1],
    ],
    consequence: 5,
    event: 'The person was struck by, or caught against, a moving vehicle or piece of mobile plant.',
    exposure: 'Pedestrians and mobile plant were using the same space at the same time.',
    controlGap:
      'There was no physical separation, exclusion zone or proximity warning keeping pedestrians and the plant apart.',
    systemCause:
      'The site has no traffic management plan that separates pedestrians from mobile plant for this area and task.',
    immediate: {
      title: 'Set an exclusion zone around the mobile plant',
      description:
        'Mark and enforce an exclusion zone for pedestrians where this plant operates, and check the plant before it is used again.',
      role: 'Site supervisor',
      verification:
        'The supervisor confirms on site the same day that the zone is marked and the plant checked.',
    },
    controls: [
      {
        key: 'separate_routes',
        level: 'isolation',
        actionType: 'LONG_TERM',
        title: 'Separate pedestrian walkways from plant routes',
        description:
          'Install physical barriers and marked pedestrian walkways so people and mobile plant do not share the same route.',
        category: 'environment',
        role: 'Operations manager',
        verification: 'Walk the site with the plan and record photos of the barriers and walkways.',
      },
      {
        key: 'proximity_warning',
        level: 'engineering',
        actionType: 'LONG_TERM',
        title: 'Fit proximity warning and speed limiting to the plant',
        description:
          'Fit blue spot or red zone lights, reversing cameras, proximity sensors and speed limiters to the plant that operates near people.',
        category: 'equipment',
        role: 'Maintenance supervisor',
        verification: 'Test each fitted device and record the results on the plant maintenance log.',
      },
      {
        key: 'traffic_plan',
        level: 'administrative',
        actionType: 'SHORT_TERM',
        title: 'Write and brief a traffic management plan',
        description:
          'Set routes, speed limits, exclusion zones and spotter rules for mobile plant, and brief operators and pedestrians on it.',
        category: 'organisation',
        role: 'WHS advisor',
        verification: 'Check the plan is signed off and the briefing attendance records.',
      },
      {
        key: 'hi_vis',
        level: 'ppe',
        actionType: 'SHORT_TERM',
        title: 'Require high-visibility clothing near plant',
        description: 'Require high-visibility clothing for everyone in areas where mobile plant operates.',
        category: 'equipment',
        role: 'Site supervisor',
        verification: 'Spot-check compliance on three shifts.',
      },
    ],
  },
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
  {
    key: 'manual_handling',
    name: 'Manual handling strain',
    mechanism: '4',
    agency: '6',
    cues: [
      [
        /\b(lift\w*|carry\w*|push\w*|pull\w*|reach\w*|twist\w*|bend\w*|stoop\w*|repetitive|overexert\w*|handling)\b/i,
        2,
      ],
      [
        /\b(strain\w*|sprain\w*|pulled a muscle|back pain|sore back|hurt (his|her|their|my) back|hernia|tore|torn)\b/i,
        3,
      ],
      [/\b(heavy|awkward|bulky|patient transfer|boxes|bags?|kegs?)\b/i, 1],
    ],
    consequence: 3,
    event: 'The person strained their body while lifting, carrying, pushing or pulling.',
    exposure: 'The task needed a load to be handled by hand, with force, awkward posture or repetition.',
    controlGap: 'No mechanical aid or task design took the load off the person’s body.',
    systemCause:
      'The task was not assessed for manual handling risk, so the load, posture and repetition were never designed out.',
    immediate: {
      title: 'Stop the manual lift until an aid is available',
      description:
        'Pause this lift by hand, or use two people and an available trolley, until a handling aid is in place.',
      role: 'Site supervisor',
      verification: 'The supervisor confirms the interim method with the workers the same day.',
    },
    controls: [
      {
        key: 'mechanical_aid',
        level: 'engineering',
        actionType: 'LONG_TERM',
        title: 'Provide a mechanical handling aid',
        description:
          'Provide a trolley, hoist, vacuum lifter or height-adjustable bench suited to this load and task.',
        category: 'equipment',
        role: 'Operations manager',
        verification: 'Observe the task with the aid and record that it is used.',
      },
      {
        key: 'smaller_loads',
        level: 'substitution',
        actionType: 'LONG_TERM',
        title: 'Order or pack lighter, smaller loads',
        description:
          'Ask suppliers for smaller packs or split loads so each one is lighter and easier to grip.',
        category: 'task',
        role: 'Operations manager',
        verification: 'Check the new pack weights on delivery.',
      },
      {
        key: 'handling_assessment',
        level: 'administrative',
        actionType: 'SHORT_TERM',
        title: 'Do a manual handling risk assessment and train the task',
        description:
          'Assess the task’s force, posture and repetition, rotate duties, and train workers in the safer method.',
        category: 'organisation',
        role: 'WHS advisor',
        verification: 'Check the completed assessment and training records.',
      },
    ],
  },
  {
    key: 'chemical',
    name: 'Chemical exposure',
    mechanism: '6',
    agency: '5',
    cues: [
      [
        /\b(chemical\w*|acid|caustic|alkali|bleach|chlorine|ammonia|solvent|corrosive|hydroxide|peroxide|detergent|pesticide|herbicide|paint thinner|fumes|vapou?rs?|gas leak|carbon monoxide|hydrogen sulfide|asbestos|silica|dust)\b/i,
        3,
      ],
      [
        /\b(splash\w*|spray\w*|inhal\w*|exposed|exposure|leak\w*|spill\w*|sds|burns? to (his|her|their|my) (eye|eyes|skin))\b/i,
        2,
      ],
    ],
    consequence: 4,
    event: 'The person was exposed to a hazardous chemical (splash, contact or breathing it in).',
    exposure:
      'The task involved handling or being near a hazardous chemical in a form that could reach the person.',
    controlGap:
      'The chemical was not contained (closed transfer, ventilation or shielding), so it could reach the person’s skin, eyes or lungs.',
    systemCause:
      'The chemical was not risk-assessed from its safety data sheet for this task, so the containment and first-aid controls were not chosen.',
    immediate: {
      title: 'Contain the chemical and check eyewash and showers',
      description:
        'Clean up or contain the chemical, and check that the eyewash and safety shower near the task work.',
      role: 'Site supervisor',
      verification: 'The supervisor records the clean-up and an eyewash and shower test the same day.',
    },
    controls: [
      {
        key: 'substitute_chemical',
        level: 'substitution',
        actionType: 'LONG_TERM',
        title: 'Substitute a less hazardous chemical',
        description:
          'Replace the chemical with a less hazardous product or a lower concentration that does the same job.',
        category: 'task',
        role: 'Operations manager',
        verification:
          'Compare the new product’s safety data sheet with the old one and update the chemical register.',
      },
      {
        key: 'closed_transfer',
        level: 'engineering',
        actionType: 'LONG_TERM',
        title: 'Use closed transfer and local exhaust ventilation',
        description:
          'Fit pumps or closed transfer systems for decanting, and local exhaust ventilation where vapours form.',
        category: 'equipment',
        role: 'Maintenance supervisor',
        verification: 'Inspect the installation and record a ventilation test.',
      },
      {
        key: 'chemical_procedure',
        level: 'administrative',
        actionType: 'SHORT_TERM',
        title: 'Update the chemical risk assessment and training',
        description:
          'Review the safety data sheet, update the chemical register and risk assessment, and train workers in handling and first aid.',
        category: 'organisation',
        role: 'WHS advisor',
        verification: 'Check the register, risk assessment and training records.',
      },
      {
        key: 'chemical_ppe',
        level: 'ppe',
        actionType: 'SHORT_TERM',
        title: 'Provide the PPE the safety data sheet names',
        description:
          'Supply the gloves, face shield or goggles, and respirator the safety data sheet calls for.',
        category: 'equipment',
        role: 'Site supervisor',
        verification: 'Check PPE stock and observe its use on shift.',
      },
    ],
  },
  {
    key: 'electrical',
    name: 'Electric shock',
    mechanism: '5',
    agency: '3',
    cues: [
      [
        /\b(electric\w*|electrocut\w*|shock\w*|live wire|live (cable|conductor|part)|volts?|voltage|arc flash|arcing|switchboard|power point|power lead|extension lead|powerline|power line|energi[sz]ed)\b/i,
        3,
      ],
      [/\b(cable|wire|wiring|lead|plug|socket|outlet|circuit)\b/i, 1],
    ],
    consequence: 5,
    event: 'The person received an electric shock.',
    exposure: 'The person worked on or near electrical equipment or wiring that was live or faulty.',
    controlGap:
      'The circuit was not isolated and tested before work, or damaged equipment stayed in use without residual current protection.',
    systemCause:
      'Electrical isolation, testing and inspection of equipment were not required and checked for this work.',
    immediate: {
      title: 'Isolate the circuit and remove the faulty equipment',
      description:
        'Isolate and lock off the circuit, tag the equipment out of service, and have a licensed electrician inspect it.',
      role: 'Site supervisor',
      verification:
        'A licensed electrician’s report is attached before the circuit or equipment is used again.',
    },
    controls: [
      {
        key: 'deenergise',
        level: 'elimination',
        actionType: 'LONG_TERM',
        title: 'Do the work de-energised',
        description:
          'Plan the work so it is only done with the circuit isolated, locked off and tested dead.',
        category: 'task',
        role: 'Operations manager',
        verification: 'Audit three jobs for isolation records.',
      },
      {
        key: 'rcd',
        level: 'engineering',
        actionType: 'LONG_TERM',
        title: 'Fit residual current devices and repair damaged wiring',
        description:
          'Fit residual current devices on the circuits used and replace damaged leads, plugs and wiring.',
        category: 'equipment',
        role: 'Maintenance supervisor',
        verification: 'A licensed electrician tests the devices and records the results.',
      },
      {
        key: 'electrical_procedure',
        level: 'administrative',
        actionType: 'SHORT_TERM',
        title: 'Set up test-and-tag and an isolation procedure',
        description:
          'Schedule inspection and testing of electrical equipment and write an isolation procedure for the work.',
        category: 'organisation',
        role: 'WHS advisor',
        verification: 'Check the test-and-tag register and procedure sign-off.',
      },
    ],
  },
  {
    key: 'heat',
    name: 'Heat, burn or temperature exposure',
    mechanism: '5',
    agency: '7',
    cues: [
      [/\bheat[- ]related\b/i, 4],
      [
        /\b(heat (stroke|exhaustion|stress|illness)|heatstroke|dehydrat\w*|hyperthermia|hypothermia|frostbite|cold stress)\b/i,
        4,
      ],
      [
        /\b(burn(ed|t|s)?|scald\w*|hot (oil|water|surface|metal|liquid)|molten|steam|flame\w*|fire|explosion|exploded|flash)\b/i,
        3,
      ],
      [/\b(hot day|heat|temperature|sun|freezer|cool ?room|oven|fryer|boiler|furnace|kiln)\b/i, 1],
    ],
    consequence: 4,
    event: 'The person was harmed by heat, a hot substance or a temperature extreme.',
    exposure: 'The task exposed the person to heat, hot surfaces or substances, or a temperature extreme.',
    controlGap:
      'The heat source was not shielded or insulated and the work was not scheduled or ventilated for the conditions.',
    systemCause:
      'Heat and hot-work risks were not assessed for this task, so shielding, cooling and rest breaks were not set.',
    immediate: {
      title: 'Shield the heat source and check on exposed workers',
      description:
        'Shield or switch off the heat source, move workers to a cool area, and check on anyone else exposed.',
      role: 'Site supervisor',
      verification: 'The supervisor records the interim measures and worker check-ins the same day.',
    },
    controls: [
      {
        key: 'heat_shield',
        level: 'engineering',
        actionType: 'LONG_TERM',
        title: 'Insulate, shield or ventilate the heat source',
        description:
          'Fit insulation, guards or splash shields on hot equipment, and add shade, ventilation or cooling.',
        category: 'equipment',
        role: 'Maintenance supervisor',
        verification: 'Measure surface or air temperatures after the change and record them.',
      },
      {
        key: 'heat_schedule',
        level: 'administrative',
        actionType: 'SHORT_TERM',
        title: 'Schedule hot work and set rest and water breaks',
        description:
          'Move heavy or hot work to cooler times, set rest and water breaks, and train workers to spot heat illness.',
        category: 'organisation',
        role: 'WHS advisor',
        verification: 'Review rosters and break records for two weeks.',
      },
      {
        key: 'heat_ppe',
        level: 'ppe',
        actionType: 'SHORT_TERM',
        title: 'Provide heat-resistant PPE',
        description: 'Supply heat-resistant gloves, aprons or face shields for the remaining hot tasks.',
        category: 'equipment',
        role: 'Site supervisor',
        verification: 'Check PPE stock and observe its use.',
      },
    ],
  },
  {
    key: 'aggression',
    name: 'Occupational violence or aggression',
    mechanism: '8',
    agency: '8',
    cues: [
      [
        /\b(aggress\w*|assault\w*|punch\w*|kick\w*|spat|spit|bit me|threat\w*|abus\w*|violen\w*|attack\w*|intimidat\w*|harass\w*|bull(y|ied|ying)|yell\w*|swore|screamed|hostile)\b/i,
        4,
      ],
      [/\b(customer|patient|client|member of the public|patron|resident|visitor|intoxicated|drunk)\b/i, 1],
      [/\b(stress\w*|anxious|anxiety|distress\w*|shaken|trauma\w*|upset)\b/i, 1],
    ],
    consequence: 4,
    event: 'The person was subjected to aggression or violence at work.',
    exposure: 'The person dealt with a member of the public or another person in a situation that escalated.',
    controlGap:
      'The workplace layout and staffing did not give the person a barrier, an exit or a quick way to call for help.',
    systemCause:
      'Occupational violence is not managed as a psychosocial hazard (WHS Regulation s55A), so the risk of aggression was not assessed for this work.',
    immediate: {
      title: 'Support the worker and secure the area',
      description:
        'Check on the worker’s wellbeing, offer the employee assistance program, and keep the aggressor away from the site while the risk is reviewed.',
      role: 'Site manager',
      verification: 'The manager records the welfare check and the interim measures the same day.',
    },
    controls: [
      {
        key: 'secure_design',
        level: 'isolation',
        actionType: 'LONG_TERM',
        title: 'Redesign the service area with barriers and exits',
        description:
          'Install counters or screens that keep distance from the public, a secure staff-only area and a clear exit route.',
        category: 'environment',
        role: 'Facilities manager',
        verification: 'Inspect the changed layout and record photos.',
      },
      {
        key: 'duress_alarm',
        level: 'engineering',
        actionType: 'LONG_TERM',
        title: 'Install duress alarms and CCTV',
        description:
          'Fit duress alarms at service points and for staff on the floor, with CCTV covering them.',
        category: 'equipment',
        role: 'Facilities manager',
        verification: 'Test each alarm and record the response time.',
      },
      {
        key: 'ova_procedure',
        level: 'administrative',
        actionType: 'SHORT_TERM',
        title: 'Set an aggression response plan and staffing',
        description:
          'Assess the risk of aggression, set minimum staffing, de-escalation training and a response plan, and consult workers on it.',
        category: 'organisation',
        role: 'WHS advisor',
        verification: 'Check the risk assessment, roster and training records.',
      },
    ],
  },
  {
    key: 'sharps',
    name: 'Sharps, cut or needlestick',
    mechanism: '1',
    agency: '4',
    cues: [
      [/\b(needle\w*|syringe|sharps?|lancet|scalpel)\b/i, 4],
      [/\b(cut|cuts|cutting|laceration|lacerated|sliced|stabbed|punctured)\b/i, 2],
      [/\b(knife|knives|box cutter|stanley knife|blade|glass|razor|scissors)\b/i, 2],
    ],
    consequence: 3,
    event: 'The person was cut or punctured by a sharp object.',
    exposure: 'The task involved handling a sharp object or something that could break into sharp pieces.',
    controlGap: 'The sharp edge was exposed with no safer tool design or safe disposal point.',
    systemCause: 'Sharps and cutting tasks were not assessed, so safer tools and disposal were not provided.',
    immediate: {
      title: 'Remove the sharp and check for blood exposure',
      description:
        'Dispose of the sharp safely and, for a used needle or blood contact, send the person for medical assessment today.',
      role: 'Site supervisor',
      verification: 'The supervisor records the disposal and any medical referral the same day.',
    },
    controls: [
      {
        key: 'safer_tools',
        level: 'substitution',
        actionType: 'LONG_TERM',
        title: 'Switch to safer sharps and cutting tools',
        description:
          'Use safety-engineered needles, retractable or self-closing knives, or tools that avoid the cut.',
        category: 'equipment',
        role: 'Operations manager',
        verification: 'Check the purchasing records and the tools in use.',
      },
      {
        key: 'sharps_disposal',
        level: 'engineering',
        actionType: 'LONG_TERM',
        title: 'Install sharps containers where sharps are used',
        description: 'Mount sharps containers at the point of use so nothing sharp is carried or left loose.',
        category: 'environment',
        role: 'Facilities manager',
        verification: 'Inspect the container locations and fill levels.',
      },
      {
        key: 'sharps_procedure',
        level: 'administrative',
        actionType: 'SHORT_TERM',
        title: 'Set a sharps handling and exposure procedure',
        description:
          'Set safe handling, disposal and blood-exposure follow-up steps and train the workers involved.',
        category: 'organisation',
        role: 'WHS advisor',
        verification: 'Check training records.',
      },
      {
        key: 'cut_gloves',
        level: 'ppe',
        actionType: 'SHORT_TERM',
        title: 'Provide cut-resistant gloves',
        description: 'Supply cut-resistant gloves for the cutting and handling tasks that remain.',
        category: 'equipment',
        role: 'Site supervisor',
        verification: 'Observe glove use on shift.',
      },
    ],
  },
  {
    key: 'struck_against',
    name: 'Hitting a fixed object',
    mechanism: '1',
    agency: '9',
    cues: [
      [
        /\b(bumped|banged|hit|struck|knocked|walked into|ran into)\b[^.]{0,20}\b(his|her|their|my)\b[^.]{0,15}\b(head|knee|shin|elbow|hand|arm|leg|foot|toe)\b[^.]{0,15}\b(on|against|into)\b/i,
        4,
      ],
      [/\b(low (beam|doorway|ceiling|clearance)|protruding|sharp edge|corner)\b/i, 2],
    ],
    consequence: 2,
    event: 'The person hit a part of their body against a fixed or protruding object.',
    exposure: 'The person moved through a space with a low, protruding or poorly visible object in the way.',
    controlGap: 'The object was not removed, padded or clearly marked.',
    systemCause: 'Workplace inspections did not include protruding and low-clearance objects on work routes.',
    immediate: {
      title: 'Mark or pad the object',
      description: 'Mark or pad the object that was hit until it can be moved or redesigned.',
      role: 'Site supervisor',
      verification: 'The supervisor records the marking the same day.',
    },
    controls: [
      {
        key: 'remove_obstruction',
        level: 'elimination',
        actionType: 'LONG_TERM',
        title: 'Move or remove the protruding object',
        description: 'Relocate or remove the object from the work route, or raise the clearance.',
        category: 'environment',
        role: 'Facilities manager',
        verification: 'Inspect the route and record a photo.',
      },
      {
        key: 'route_inspection',
        level: 'administrative',
        actionType: 'SHORT_TERM',
        title: 'Add protruding objects to workplace inspections',
        description: 'Add low-clearance and protruding objects to the workplace inspection checklist.',
        category: 'organisation',
        role: 'WHS advisor',
        verification: 'Review the next inspection report.',
      },
    ],
  },
];

/**
 * Used when no pattern fits. Physical controls cannot be chosen for a hazard nobody has described,
 * so the plan is to find out first, and says so.
 */
export const GENERIC_HAZARD: HazardPattern = {
  key: 'generic',
  name: 'Other or unclear incident',
  mechanism: '9',
  agency: '9',
  cues: [],
  consequence: 3,
  event: 'An incident happened; the report does not say enough to tell how.',
  exposure: 'The report does not yet say what the person was doing or what hazard was involved.',
  controlGap: 'The control that failed cannot be identified from the report as written.',
  systemCause:
    'The hazard behind this incident has not been identified or assessed, so no control was chosen for it.',
  immediate: {
    title: 'Check the area is safe and gather the facts',
    description:
      'Check that the area is safe, then talk with the people involved and any witnesses to record what happened.',
    role: 'Site supervisor',
    verification: 'The supervisor adds a full description and any photos to the report the same day.',
  },
  controls: [
    {
      key: 'investigate',
      level: 'administrative',
      actionType: 'SHORT_TERM',
      title: 'Investigate and identify the hazard',
      description:
        'Visit the site with the people involved, identify the hazard and the task, and record them in the incident report.',
      category: 'organisation',
      role: 'WHS advisor',
      verification: 'Check that the report names the hazard and the task.',
    },
    {
      key: 'choose_controls',
      level: 'administrative',
      actionType: 'LONG_TERM',
      title: 'Choose controls from the top of the hierarchy',
      description:
        'Once the hazard is known, assess the risk and choose controls from the highest practicable level of the hierarchy of controls.',
      category: 'organisation',
      role: 'Operations manager',
      verification:
        'Check the risk assessment lists a control above administrative, or records why none is practicable.',
    },
  ],
  adminOnlyReason:
    'The report does not describe the hazard, so no elimination, substitution, isolation or engineering control can be chosen yet; the first step is to find out what happened.',
};
