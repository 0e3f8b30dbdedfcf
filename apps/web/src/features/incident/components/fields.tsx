import { MESSAGES } from '@app/contracts';
import { Button, Text, Textarea } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import classes from './incident-report.module.css';

/** A label (dt) and its value (dd) in a definition list. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <dt className={classes.label}>{label}</dt>
      <dd className={classes.value}>{children}</dd>
    </div>
  );
}

/** Spec 02 section 2: long text collapsed at 200 characters with 'Show more' / 'Show less'. */
export function CollapsibleText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const limit = MESSAGES.incident.collapseAt;
  if (text.length <= limit) return <Text className={classes.prose}>{text}</Text>;
  return (
    <>
      <Text className={classes.prose}>
        {text.slice(0, limit)}
        <span className={classes.noPrint} hidden={expanded}>
          …
        </span>
        {/* Hidden, not removed: the printed form always shows the whole text. */}
        <span className={classes.tail} hidden={!expanded}>
          {text.slice(limit)}
        </span>
      </Text>
      <Button
        variant="subtle"
        size="compact-sm"
        className={classes.noPrint}
        aria-expanded={expanded}
        onClick={() => setExpanded((v) => !v)}
      >
        {expanded ? MESSAGES.incident.showLess : MESSAGES.incident.showMore}
      </Button>
    </>
  );
}

/** A text value, or the section's default when empty. */
export function TextValue({ value, fallback }: { value: string | null; fallback: string }) {
  return value?.trim() ? <CollapsibleText text={value} /> : <Text className={classes.prose}>{fallback}</Text>;
}

/** In edit mode: the label names a textarea in place of the value. */
export function EditableField({
  label,
  value,
  fallback,
  editing,
  draft,
  onChange,
}: {
  label: string;
  value: string | null;
  fallback: string;
  editing: boolean;
  draft: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  if (!editing)
    return (
      <Field label={label}>
        <TextValue value={value} fallback={fallback} />
      </Field>
    );
  return (
    <div className={classes.field}>
      <dt className={classes.label}>
        <label htmlFor={id}>{label}</label>
      </dt>
      <dd className={classes.value}>
        <Textarea
          id={id}
          autosize
          minRows={1}
          value={draft}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      </dd>
    </div>
  );
}
