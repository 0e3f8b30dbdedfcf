import { MESSAGES } from '@app/contracts';
import { Badge, Group, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from '../incident-report.module.css';

/** Our rule: whatever the analyzer proposed is marked as such until a person decides on it. */
export function AiProposedBadge() {
  return (
    <Badge variant="light" color="violet" radius="sm" size="sm">
      {MESSAGES.analysis.aiProposed}
    </Badge>
  );
}

/** A bordered section like A-F, its h2 followed by the AI-proposed mark. */
export function AnalysisPanel({
  title,
  aiProposed = true,
  children,
}: {
  title: string;
  aiProposed?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={classes.section}>
      <Group gap="sm" mb="sm" align="center">
        <Title order={2} id={id} className={classes.sectionTitle} m={0}>
          {title}
        </Title>
        {aiProposed ? <AiProposedBadge /> : null}
      </Group>
      {children}
    </section>
  );
}

/** A level-3 heading inside a panel. */
export function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Title order={3} size="h5" mt="md" mb="xs">
      {children}
    </Title>
  );
}
