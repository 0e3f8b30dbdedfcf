import { type AiAnalysis, FACTOR_CATEGORY_LABELS, MESSAGES, RISK_SCORE_MAX } from '@app/contracts';
import { Badge, Group, List, Text } from '@mantine/core';
import { ANALYSIS_STRINGS as S } from '../../analysis-strings';
import { Field } from '../fields';
import classes from '../incident-report.module.css';
import { percent } from './analysis-format';
import { AnalysisPanel, SubHeading } from './analysis-panel';

type Coded = { code: string; label: string; confidence: number } | null;

const coded = (value: Coded) =>
  value ? S.coded(value.label, value.code, percent(value.confidence)) : S.notSet;
const orNotSet = (value: string | null) => (value?.trim() ? value : S.notSet);

function Factors({ factors }: { factors: AiAnalysis['contributing_factors'] }) {
  if (factors.length === 0) return <Text>{S.noFactors}</Text>;
  return (
    <List spacing="sm" aria-label={S.factors}>
      {factors.map((f) => (
        <List.Item key={f.name}>
          <Group gap="xs">
            <Text span fw={600}>
              {f.name}
            </Text>
            <Badge variant="outline" radius="sm" size="sm">{`${S.severity}: ${f.severity}`}</Badge>
            <Badge variant="light" color="gray" radius="sm" size="sm">
              {FACTOR_CATEGORY_LABELS[f.category]}
            </Badge>
            {f.is_primary_cause ? (
              <Badge color="red" radius="sm" size="sm">
                {S.primaryCause}
              </Badge>
            ) : null}
          </Group>
          <Text className={classes.prose}>{f.description}</Text>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * Spec 02 section 2, the AI Insights & Analysis panel. The five-whys map is not repeated here: the
 * Root Cause Analysis panel shows the same chain with its evidence.
 */
export function InsightsPanel({ analysis }: { analysis: AiAnalysis }) {
  const { classification, toocs, ai_scores, extracted_facts: facts } = analysis;
  const responses = Object.entries(analysis.responses);
  return (
    <AnalysisPanel title={MESSAGES.analysis.insightsTitle}>
      <SubHeading>{S.classification}</SubHeading>
      <dl className={classes.list}>
        <Field label={S.incidentType}>{classification.incident_type_name}</Field>
        <Field label={S.category}>{classification.category}</Field>
        <Field label={S.confidence}>{percent(classification.confidence_score)}</Field>
      </dl>
      <SubHeading>{S.toocs}</SubHeading>
      <dl className={classes.list}>
        <Field label={S.mechanism}>{coded(toocs.mechanism)}</Field>
        <Field label={S.agency}>{coded(toocs.agency)}</Field>
        <Field label={S.nature}>{coded(toocs.nature)}</Field>
        <Field label={S.bodilyLocation}>{coded(toocs.bodily_location)}</Field>
      </dl>
      <SubHeading>{S.scores}</SubHeading>
      <dl className={classes.list}>
        <Field label={S.riskScore}>{S.outOf(ai_scores.risk_score, RISK_SCORE_MAX)}</Field>
        <Field label={S.confidence}>{percent(ai_scores.confidence_score)}</Field>
      </dl>
      <SubHeading>{S.facts}</SubHeading>
      <dl className={classes.list}>
        <Field label={S.what}>{orNotSet(facts.what_happened)}</Field>
        <Field label={S.when}>{orNotSet(facts.when_occurred)}</Field>
        <Field label={S.where}>{orNotSet(facts.where_occurred)}</Field>
        <Field label={S.who}>{orNotSet(facts.who_involved)}</Field>
        <Field label={S.task}>{orNotSet(facts.task_being_performed)}</Field>
      </dl>
      <SubHeading>{S.factors}</SubHeading>
      <Factors factors={analysis.contributing_factors} />
      {responses.length > 0 ? (
        <>
          <SubHeading>{S.responses}</SubHeading>
          <dl className={classes.list}>
            {responses.map(([question, r]) => (
              <Field key={question} label={question}>
                {r.response}
              </Field>
            ))}
          </dl>
        </>
      ) : null}
      <SubHeading>{S.primaryRootCause}</SubHeading>
      <Text className={classes.prose}>{analysis.primary_root_cause}</Text>
    </AnalysisPanel>
  );
}
