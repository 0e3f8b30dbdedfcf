import type { HazardPattern } from './hazard-types.js';

/** Heat, aggression, sharps and hitting fixed objects. */
export const ENVIRONMENT_HAZARDS: readonly HazardPattern[] = [
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
