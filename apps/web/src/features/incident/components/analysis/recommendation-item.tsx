import { CONTROL_LEVEL_LABELS, FACTOR_CATEGORY_LABELS, type StoredRecommendation } from '@app/contracts';
import { Alert, Badge, Button, Group, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { ANALYSIS_STRINGS as S } from '../../analysis-strings';
import { formatDateTime } from '../../utils/format';
import { Field } from '../fields';
import classes from '../incident-report.module.css';
import { percent } from './analysis-format';
import { AiProposedBadge } from './analysis-panel';

type Props = {
  rec: StoredRecommendation;
  canDecide: boolean;
  busy: boolean;
  error: string | null;
  onApprove: () => void;
  onReject: () => void;
};

const STATUS_COLOURS = { PENDING: 'gray', APPROVED: 'green', REJECTED: 'red' } as const;

/** One recommendation: what the analyzer proposed and, once decided, who decided and why. */
export function RecommendationItem({ rec, canDecide, busy, error, onApprove, onReject }: Props) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId}>
      <Group gap="xs" mb={4}>
        <Title order={3} size="h5" id={titleId}>
          {rec.title}
        </Title>
        <AiProposedBadge />
        <Badge variant="outline" radius="sm" size="sm">
          {CONTROL_LEVEL_LABELS[rec.control_level]}
        </Badge>
        <Badge color={STATUS_COLOURS[rec.status]} radius="sm" size="sm">
          {rec.status}
        </Badge>
      </Group>
      <Text className={classes.prose}>{rec.description}</Text>
      <dl className={classes.list}>
        <Field label={S.recommendationCategory}>{FACTOR_CATEGORY_LABELS[rec.category]}</Field>
        <Field label={S.priority}>{rec.priority}</Field>
        <Field label={S.timeframe}>{rec.implementation_timeframe}</Field>
        <Field label={S.responsibleRole}>{rec.responsible_role}</Field>
        <Field label={S.confidence}>{percent(rec.ai_confidence_score)}</Field>
      </dl>
      {rec.decided_by_name && rec.decided_at ? (
        <Text size="sm" c="dimmed" mt={4}>
          {S.decidedBy(rec.decided_by_name, formatDateTime(rec.decided_at))}
        </Text>
      ) : null}
      {rec.decision_reason ? <Text size="sm">{`${S.decisionReason}: ${rec.decision_reason}`}</Text> : null}
      {error ? (
        <Alert color="red" role="alert" mt="xs">
          {error}
        </Alert>
      ) : null}
      {canDecide && rec.status === 'PENDING' ? (
        <Group gap="xs" mt="xs" className={classes.noPrint}>
          <Button size="xs" color="teal.9" onClick={onApprove} disabled={busy}>
            {S.approve}
          </Button>
          <Button size="xs" color="red" variant="outline" onClick={onReject} disabled={busy}>
            {S.reject}
          </Button>
        </Group>
      ) : null}
    </article>
  );
}
