import { describe, expect, it } from 'vitest';
import { guardRootCause, isBlameCause, SYSTEM_CAUSES } from './guard.js';

describe('isBlameCause', () => {
  it.each([
    'Human error',
    'Operator error when loading the press',
    'The worker was careless',
    'Carelessness',
    'Staff need to be more careful',
    'He was not paying attention',
    "She wasn't paying attention to the forklift",
    'Inattention by the driver',
    'Lack of concentration',
    'Complacency in the team',
  ])('rejects "%s" as a root cause', (text) => {
    expect(isBlameCause(text)).toBe(true);
  });

  it.each([
    'No lockout procedure existed for clearing jams',
    'The guard had been removed and maintenance did not refit it',
    'The roster left one person to cover two areas',
    'Pedestrians and forklifts share the same aisle',
  ])('accepts the system cause "%s"', (text) => {
    expect(isBlameCause(text)).toBe(false);
  });
});

describe('guardRootCause', () => {
  it('keeps a system cause', () => {
    expect(guardRootCause(['No lockout procedure existed.'], 'fallback')).toBe(
      'No lockout procedure existed.',
    );
  });

  it('walks past a blame answer to the next system cause', () => {
    expect(guardRootCause(['Human error by the operator.'], 'No lockout procedure existed.')).toBe(
      'No lockout procedure existed.',
    );
  });

  it('walks to a generic system cause when every candidate blames a person', () => {
    const cause = guardRootCause(['The worker was careless.', ''], 'Workers must be more careful.');
    expect(cause).toBe(SYSTEM_CAUSES[0]!.text);
    expect(isBlameCause(cause)).toBe(false);
  });

  it('offers system causes of every kind the brief names', () => {
    expect(SYSTEM_CAUSES.map((c) => c.kind)).toEqual([
      'design',
      'supervision',
      'procedure',
      'maintenance',
      'training',
      'workload',
    ]);
    for (const c of SYSTEM_CAUSES) expect(isBlameCause(c.text)).toBe(false);
  });
});
