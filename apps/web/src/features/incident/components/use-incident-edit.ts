import type { IncidentDetail, UpdateIncidentBody } from '@app/contracts';
import { useState } from 'react';

/** Spec 02 section 6: what the draft owner edits on the detail view. */
export const TEXT_FIELDS = [
  'injured_party_name',
  'witness_names',
  'description',
  'nature_of_injury',
  'immediate_actions_taken',
  'manager_comments',
] as const;
export const FLAG_FIELDS = ['medical_attention_required', 'worksafe_notified', 'police_notified'] as const;

export type TextField = (typeof TEXT_FIELDS)[number];
export type FlagField = (typeof FLAG_FIELDS)[number];
export type EditValues = Record<TextField, string> & Record<FlagField, boolean>;

function valuesOf(incident: IncidentDetail): EditValues {
  const values = {} as EditValues;
  for (const key of TEXT_FIELDS) values[key] = incident[key] ?? '';
  for (const key of FLAG_FIELDS) values[key] = incident[key];
  return values;
}

/** Only the fields that differ from the saved incident; cleared text is sent as null. */
export function changedFields(incident: IncidentDetail, values: EditValues): UpdateIncidentBody {
  const body: UpdateIncidentBody = {};
  for (const key of TEXT_FIELDS) {
    const next = values[key].trim() || null;
    if (next !== (incident[key]?.trim() || null)) body[key] = next;
  }
  for (const key of FLAG_FIELDS) if (values[key] !== incident[key]) body[key] = values[key];
  return body;
}

/** Edit mode (spec 02 section 4): Edit toggles it; Save Changes or Cancel leaves it. */
export function useIncidentEdit(incident: IncidentDetail | undefined) {
  const [values, setValues] = useState<EditValues | null>(null);
  return {
    editing: values !== null,
    values,
    start: () => incident && setValues(valuesOf(incident)),
    stop: () => setValues(null),
    setText: (key: TextField, value: string) => setValues((v) => (v ? { ...v, [key]: value } : v)),
    setFlag: (key: FlagField, value: boolean) => setValues((v) => (v ? { ...v, [key]: value } : v)),
    changes: () => (incident && values ? changedFields(incident, values) : {}),
  };
}

export type IncidentEdit = ReturnType<typeof useIncidentEdit>;
