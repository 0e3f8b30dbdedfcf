import type { HazardPattern } from './hazard-types.js';

/** Manual handling, chemicals and electricity. */
export const EXPOSURE_HAZARDS: readonly HazardPattern[] = [
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
];
