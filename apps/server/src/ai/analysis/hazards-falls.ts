import type { HazardPattern } from './hazard-types.js';
import { PERSON_FELL } from './person-fell.js';

/** Falls, slips and trips, and mobile plant around people. */
export const FALL_HAZARDS: readonly HazardPattern[] = [
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
];
