import {
  ACTION_TYPES,
  type AnalysisResult,
  AnalysisResultSchema,
  isAboveAdministrative,
  isPreliminary,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { analyzeIncident } from './analyze.js';
import { isBlameCause } from './guard.js';
import type { AnalysisInput } from './types.js';

/** A plain injury report; each case overrides what it is about. */
const incident = (overrides: Partial<AnalysisInput>): AnalysisInput => ({
  id: '5b0c8a52-3a5e-4b55-9d71-2f6a1c0e9a10',
  title: null,
  report_type: 'INJURY',
  severity: 'MEDIUM',
  description: null,
  nature_of_injury: null,
  body_part: null,
  immediate_actions_taken: null,
  injured_party_name: null,
  witness_names: null,
  incident_date: '2026-03-10',
  incident_time: '14:30',
  location_name: 'Rocklea Distribution Centre',
  medical_treatment: null,
  notifiable: null,
  notifiable_category: null,
  toocs: null,
  conversation: [],
  attachments: [],
  ...overrides,
});

/** 6 am on 11 March in Brisbane (UTC+10, no daylight saving). */
const OPTS = { now: new Date('2026-03-10T20:00:00Z'), timeZone: 'Australia/Brisbane' };

interface Case {
  name: string;
  input: AnalysisInput;
  mechanism: string;
  hazard: string;
}

const CASES: Case[] = [
  {
    name: 'fall from height',
    mechanism: '0',
    hazard: 'Fall from height',
    input: incident({
      severity: 'HIGH',
      description:
        'Sam was replacing a light fitting from a ladder in the warehouse when the ladder slipped and he fell about 2 metres onto the concrete floor. There was no procedure for work at height and nobody was footing the ladder.',
      nature_of_injury: 'Fractured wrist',
      body_part: 'Left wrist',
      injured_party_name: 'Sam Nguyen',
      medical_treatment: 'hospital_inpatient',
    }),
  },
  {
    name: 'forklift strike',
    mechanism: '9',
    hazard: 'Mobile plant and pedestrian interaction',
    input: incident({
      severity: 'HIGH',
      description:
        'A forklift reversing out of aisle 4 struck Priya while she was walking through the shared aisle to the pick face, and ran over her right foot. There is no marked pedestrian walkway in that aisle.',
      nature_of_injury: 'Crushed foot',
      body_part: 'Right foot',
      injured_party_name: 'Priya Shah',
      witness_names: 'Dale Cooper',
      medical_treatment: 'doctor',
    }),
  },
  {
    name: 'chemical splash',
    mechanism: '6',
    hazard: 'Chemical exposure',
    input: incident({
      description:
        'While decanting caustic cleaner from a 20 litre drum into a spray bottle in the kitchen, the solution splashed into Alex’s left eye. He was not wearing goggles because none were kept in the kitchen.',
      nature_of_injury: 'Chemical burn',
      body_part: 'Left eye',
      injured_party_name: 'Alex Brown',
      medical_treatment: 'doctor',
    }),
  },
  {
    name: 'manual handling strain',
    mechanism: '4',
    hazard: 'Manual handling strain',
    input: incident({
      description:
        'Jo strained her lower back lifting a 25 kg box of stock from the floor onto a high shelf in the storeroom. The lift is done by hand several times a shift and the trolley was broken.',
      nature_of_injury: 'Back strain',
      body_part: 'Lower back',
      injured_party_name: 'Jo Walsh',
      medical_treatment: 'first_aid',
    }),
  },
  {
    name: 'psychosocial aggression',
    mechanism: '8',
    hazard: 'Occupational violence or aggression',
    input: incident({
      report_type: 'SECURITY',
      description:
        'A customer became aggressive at the front counter, yelled abuse at Mia and threatened to punch her when his refund was refused. Mia was working alone at reception and was badly shaken.',
      injured_party_name: 'Mia Rossi',
      medical_treatment: 'none',
    }),
  },
  {
    name: 'electric shock',
    mechanism: '5',
    hazard: 'Electric shock',
    input: incident({
      description:
        'Tom received an electric shock from a damaged extension lead while plugging in the floor polisher in the plant room. He felt tingling in his right arm and was checked by a doctor.',
      injured_party_name: 'Tom Lee',
      body_part: 'Right arm',
      medical_treatment: 'doctor',
    }),
  },
];

const allWhys = (r: AnalysisResult) => [
  r.five_whys.why1,
  r.five_whys.why2,
  r.five_whys.why3,
  r.five_whys.why4,
  r.five_whys.why5,
];

describe('analyzeIncident on varied incidents', () => {
  describe.each(CASES)('$name', ({ input, mechanism, hazard }) => {
    const result = analyzeIncident(input, OPTS);

    it('validates against the contract schema', () => {
      expect(AnalysisResultSchema.parse(result)).toEqual(result);
    });

    it('classifies the mechanism group and the hazard', () => {
      expect(result.analysis.toocs.mechanism.code).toBe(mechanism);
      expect(result.analysis.classification.incident_type_name).toBe(hazard);
      expect(result.analysis.classification.confidence_score).toBeGreaterThan(0.5);
    });

    it('has a confident, final analysis for a full description', () => {
      expect(result.analysis.ai_scores.confidence_score).toBeGreaterThanOrEqual(0.5);
      expect(
        isPreliminary({ fallback_generated: false, confidence: result.analysis.ai_scores.confidence_score }),
      ).toBe(false);
    });

    it('never ends in a human-error root cause', () => {
      const texts = [
        result.analysis.primary_root_cause,
        result.five_whys.root_cause_summary,
        ...allWhys(result).map((w) => w.answer),
      ];
      for (const t of texts) expect(isBlameCause(t), t).toBe(false);
    });

    it('cites evidence for every answer or marks it a hypothesis', () => {
      for (const w of allWhys(result)) expect(w.hypothesis || w.evidence.length > 0).toBe(true);
      expect(result.five_whys.why1.hypothesis).toBe(false);
      expect(result.five_whys.why1.evidence[0]).toMatchObject({ kind: 'field', ref: 'description' });
      const quote = result.five_whys.why1.evidence[0]!.quote;
      expect(input.description).toContain(quote.replace(/\.\.\.$/, ''));
    });

    it('proposes a control above administrative level, and one primary cause', () => {
      const preventive = result.recommendations.filter((r) => r.type === 'preventive');
      expect(preventive.some((r) => isAboveAdministrative(r.control_level))).toBe(true);
      expect(result.recommendations.every((r) => r.admin_only_reason === undefined)).toBe(true);
      expect(result.analysis.contributing_factors.filter((f) => f.is_primary_cause)).toHaveLength(1);
      expect(result.compliance.whs_act_compliance).toBe(true);
    });

    it('plans all four corrective action types with owners, dates and verification', () => {
      const types = new Set(result.corrective_actions.map((a) => a.action_type));
      expect([...types].sort()).toEqual([...ACTION_TYPES].sort());
      const ids = new Set(result.recommendations.map((r) => r.id));
      for (const a of result.corrective_actions) {
        expect(a.status).toBe('PLANNED');
        expect(a.responsible_person).not.toBe('');
        expect(a.verification_method).not.toBe('');
        expect(ids.has(a.recommendation_id)).toBe(true);
      }
      const due = Object.fromEntries(
        result.corrective_actions.map((a) => [a.action_type, a.target_completion_date]),
      );
      expect(due).toEqual({
        IMMEDIATE: '2026-03-12',
        SHORT_TERM: '2026-03-25',
        LONG_TERM: '2026-06-09',
        SYSTEM_IMPROVEMENT: '2026-09-07',
      });
    });

    it('is deterministic', () => {
      expect(analyzeIncident(structuredClone(input), { ...OPTS, now: new Date(OPTS.now) })).toEqual(result);
    });
  });
});

const byName = (name: string) => analyzeIncident(CASES.find((c) => c.name === name)!.input, OPTS);

describe('case specifics', () => {
  it('fall from height: notifiable as a serious injury, with the notification sections and a reviewed control', () => {
    const r = byName('fall from height');
    expect(r.compliance.notifiable).toBe('yes');
    expect(r.compliance.sections).toEqual(
      expect.arrayContaining([
        'WHS Act 2011 (Qld) s35 (notifiable incident)',
        'WHS Act 2011 (Qld) s36 (serious injury or illness)',
        'WHS Act 2011 (Qld) s38 (duty to notify)',
        'WHS Act 2011 (Qld) s39 (duty to preserve incident sites)',
        'WHS Regulation 2011 (Qld) s38 (review of control measures)',
      ]),
    );
    expect(r.recommendations.map((x) => x.control_level)).toEqual(
      expect.arrayContaining(['elimination', 'engineering', 'administrative', 'ppe']),
    );
    expect(r.five_whys.why4).toMatchObject({ hypothesis: false });
    expect(r.five_whys.why4.evidence[0]!.quote).toContain('no procedure for work at height');
    expect(r.analysis.toocs.bodily_location?.code).toBe('4');
    expect(r.analysis.toocs.nature?.code).toBe('2');
  });

  it('forklift strike: separates pedestrians from plant (isolation)', () => {
    const r = byName('forklift strike');
    expect(r.recommendations.some((x) => x.control_level === 'isolation' && x.type === 'preventive')).toBe(
      true,
    );
    expect(r.analysis.extracted_facts.who_involved).toBe('Injured: Priya Shah. Witnesses: Dale Cooper');
    expect(r.analysis.toocs.agency.code).toBe('2');
  });

  it('chemical splash: substitution proposed, notifiable for treatment after a substance exposure', () => {
    const r = byName('chemical splash');
    expect(r.recommendations.some((x) => x.control_level === 'substitution')).toBe(true);
    expect(r.compliance.notifiable).toBe('yes');
    expect(r.five_whys.why3.hypothesis).toBe(false);
    expect(r.five_whys.why3.evidence[0]!.quote).toContain('not wearing goggles');
  });

  it('psychosocial aggression: cites the psychosocial hazard regulation and a non-blaming people factor', () => {
    const r = byName('psychosocial aggression');
    expect(r.compliance.sections).toContain('WHS Regulation 2011 (Qld) s55A (psychosocial hazards)');
    expect(r.compliance.notifiable).toBe('no');
    expect(r.analysis.contributing_factors.map((f) => f.name)).toContain('Working alone');
  });

  it('electric shock: notifiable as a dangerous incident (s37(e)), and an electrical incident', () => {
    const r = byName('electric shock');
    expect(r.compliance.notifiable).toBe('yes');
    expect(r.compliance.sections).toContain('WHS Act 2011 (Qld) s37 (dangerous incident)');
    expect(r.compliance.sections).toContain(
      'Electrical Safety Act 2002 (Qld) s11 (serious electrical incident)',
    );
    expect(r.analysis.contributing_factors.map((f) => f.name)).toContain('Faulty or damaged equipment');
  });

  it('manual handling strain: a mechanical aid, not a lifting-technique talk alone', () => {
    const r = byName('manual handling strain');
    expect(r.recommendations.find((x) => x.control_level === 'engineering')?.title).toBe(
      'Provide a mechanical handling aid',
    );
    expect(r.compliance.notifiable).toBe('no');
  });
});

describe('a vague two-word description', () => {
  const r = analyzeIncident(
    incident({
      description: 'Hurt back',
      location_name: null,
      injured_party_name: null,
      incident_time: null,
    }),
    OPTS,
  );

  it('is low confidence, so preliminary', () => {
    expect(AnalysisResultSchema.safeParse(r).success).toBe(true);
    expect(r.analysis.ai_scores.confidence_score).toBeLessThan(0.5);
    expect(r.compliance.ai_confidence_score).toBe(r.analysis.ai_scores.confidence_score);
    expect(
      isPreliminary({
        fallback_generated: r.fallback_generated,
        confidence: r.analysis.ai_scores.confidence_score,
      }),
    ).toBe(true);
  });

  it('marks the unsupported steps as hypotheses and still blames no one', () => {
    expect(allWhys(r).filter((w) => w.hypothesis).length).toBeGreaterThanOrEqual(3);
    expect(isBlameCause(r.analysis.primary_root_cause)).toBe(false);
  });

  it('explains why the plan has no control above administrative level', () => {
    expect(r.analysis.classification.incident_type_name).toBe('Other or unclear incident');
    const admin = r.recommendations.filter((x) => !isAboveAdministrative(x.control_level));
    expect(admin.length).toBe(r.recommendations.length);
    for (const x of admin) expect(x.admin_only_reason).toMatch(/does not describe the hazard/);
    expect(new Set(r.corrective_actions.map((a) => a.action_type)).size).toBe(4);
  });
});

describe('evidence and stability', () => {
  const base = incident({
    description:
      'Kim was clearing a jam on the conveyor when her glove was caught in the rollers and pulled her hand in.',
    nature_of_injury: 'Crush injury',
    body_part: 'Right hand',
    conversation: [
      { role: 'user', text: 'Kim got her hand caught in the conveyor rollers.', at: '2026-03-10T04:40:00Z' },
      { role: 'assistant', text: 'Was there a guard on the rollers?', at: '2026-03-10T04:40:05Z' },
      {
        role: 'user',
        text: 'The guard was removed last month and never put back.',
        at: '2026-03-10T04:41:00Z',
      },
    ],
    attachments: [
      { id: 'b8e2c1d4-0000-4000-8000-000000000001', fileName: 'rollers.jpg', evidenceType: 'PHOTO' },
    ],
  });
  const r = analyzeIncident(base, OPTS);

  it('cites a conversation turn and a photo', () => {
    expect(r.analysis.toocs.mechanism.code).toBe('2');
    expect(r.five_whys.why3.evidence).toEqual([
      { kind: 'conversation', ref: '2', quote: 'The guard was removed last month and never put back.' },
    ]);
    expect(r.five_whys.why1.evidence).toContainEqual({
      kind: 'attachment',
      ref: 'b8e2c1d4-0000-4000-8000-000000000001',
      quote: 'rollers.jpg',
    });
    expect(r.analysis.responses).toEqual({
      'Was there a guard on the rollers?': {
        response: 'The guard was removed last month and never put back.',
        timestamp: '2026-03-10T04:41:00Z',
      },
    });
  });

  it('keeps a blaming remark in the report out of the root cause', () => {
    const blamed = analyzeIncident(
      {
        ...base,
        description: `${base.description} Honestly it was human error, she was careless and not paying attention.`,
      },
      OPTS,
    );
    expect(isBlameCause(blamed.analysis.primary_root_cause)).toBe(false);
    expect(
      blamed.analysis.contributing_factors.find((f) => f.category === 'people')?.is_primary_cause ?? false,
    ).toBe(false);
  });

  it('derives stable recommendation ids from the incident and the control', () => {
    const again = analyzeIncident(base, { ...OPTS, now: new Date('2026-04-01T00:00:00Z') });
    expect(again.recommendations.map((x) => x.id)).toEqual(r.recommendations.map((x) => x.id));
    expect(new Set(r.recommendations.map((x) => x.id)).size).toBe(r.recommendations.length);
    const other = analyzeIncident({ ...base, id: '0d3f6b1e-1111-4111-8111-111111111111' }, OPTS);
    expect(other.recommendations[0]!.id).not.toBe(r.recommendations[0]!.id);
  });

  it('records the processing time only when given a clock', () => {
    expect(r.compliance.processing_time_ms).toBe(0);
    let t = 1000;
    const timed = analyzeIncident(base, { ...OPTS, clock: () => (t += 7) });
    expect(timed.compliance.processing_time_ms).toBe(7);
    expect(timed.compliance.generated_at).toBe('2026-03-10T20:00:00.000Z');
    expect(timed.provider).toBe('builtin');
    expect(timed.fallback_generated).toBe(false);
  });

  it('prefers the intake TOOCS code when it is surer', () => {
    const coded = analyzeIncident(
      {
        ...base,
        toocs: {
          mechanism: { code: '2', label: 'Being hit by moving objects', confidence: 0.99 },
          agency: null,
          nature: null,
          bodily_location: null,
        },
      },
      OPTS,
    );
    expect(coded.analysis.toocs.mechanism.confidence).toBe(0.99);
  });
});
