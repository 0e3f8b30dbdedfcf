import { type ComplianceInfo, type FiveWhys, MESSAGES, type Why } from '@app/contracts';
import { Badge, Blockquote, Group, List, Text } from '@mantine/core';
import { ANALYSIS_STRINGS as S } from '../../analysis-strings';
import { formatDateTime } from '../../utils/format';
import { Field } from '../fields';
import classes from '../incident-report.module.css';
import { percent } from './analysis-format';
import { AnalysisPanel, SubHeading } from './analysis-panel';

const WHY_KEYS = ['why1', 'why2', 'why3', 'why4', 'why5'] as const;

/** Each answer shows what it rests on, or says it is a hypothesis (DESIGN section 9). */
function WhyItem({ n, why }: { n: number; why: Why }) {
  return (
    <List.Item>
      <Group gap="xs">
        <Text span fw={600}>
          {`${S.whyQuestion(n)}: ${why.question}`}
        </Text>
        {why.hypothesis ? (
          <Badge color="yellow" variant="light" radius="sm" size="sm">
            {S.hypothesis}
          </Badge>
        ) : null}
      </Group>
      <Text className={classes.prose}>{why.answer}</Text>
      {why.evidence.length > 0 ? (
        <List size="sm" withPadding aria-label={`${S.evidence}, ${S.whyQuestion(n)}`}>
          {why.evidence.map((e) => (
            <List.Item key={`${e.kind}-${e.ref}-${e.quote}`}>
              <Text span size="sm" fw={600}>
                {S.evidenceSource(e)}
              </Text>
              <Blockquote p="xs" mt={4}>
                {e.quote}
              </Blockquote>
            </List.Item>
          ))}
        </List>
      ) : null}
    </List.Item>
  );
}

function Compliance({ compliance }: { compliance: ComplianceInfo }) {
  return (
    <dl className={classes.list}>
      <Field label={S.whsAct}>{compliance.whs_act_compliance ? S.yes : S.no}</Field>
      <Field label={S.notifiable}>{S.notifiableValues[compliance.notifiable]}</Field>
      <Field label={S.sections}>{compliance.sections.length ? compliance.sections.join('; ') : S.none}</Field>
      <Field label={S.complianceNotes}>
        {compliance.compliance_notes.length ? (
          <List size="sm">
            {compliance.compliance_notes.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List>
        ) : (
          S.none
        )}
      </Field>
      <Field label={S.processingTime}>{S.milliseconds(compliance.processing_time_ms)}</Field>
      <Field label={S.generatedAt}>{formatDateTime(compliance.generated_at)}</Field>
      <Field label={S.generatedBy}>{compliance.generated_by}</Field>
      <Field label={S.confidence}>{percent(compliance.ai_confidence_score)}</Field>
    </dl>
  );
}

/** Spec 02 section 2, the AI Root Cause Analysis panel: the five-whys result and compliance. */
export function RcaPanel({ fiveWhys, compliance }: { fiveWhys: FiveWhys; compliance: ComplianceInfo }) {
  return (
    <AnalysisPanel title={MESSAGES.analysis.rcaTitle}>
      <SubHeading>{S.fiveWhys}</SubHeading>
      <List type="ordered" spacing="md" aria-label={S.fiveWhys}>
        {WHY_KEYS.map((key, i) => (
          <WhyItem key={key} n={i + 1} why={fiveWhys[key]} />
        ))}
      </List>
      <SubHeading>{S.rootCauseSummary}</SubHeading>
      <Text className={classes.prose}>{fiveWhys.root_cause_summary}</Text>
      <SubHeading>{S.compliance}</SubHeading>
      <Compliance compliance={compliance} />
    </AnalysisPanel>
  );
}
