import { BRAND_NAME } from '@app/contracts';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { SAMPLE_REPORTS, type SampleReport, type SampleSection } from '../data/sample-reports';
import { SAMPLE_STRINGS as S } from '../strings';
import { ReportCard } from './report-card';

const SECTIONS: SampleSection[] = ['pending', 'archived', 'recent'];

/** Incident Reports sample screen (/incident-reports; spec 02 section 2): local data, local edits. */
export function IncidentReportsPage() {
  const [reports, setReports] = useState<SampleReport[]>(() => [...SAMPLE_REPORTS]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<string | null>(null);

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const save = (report: SampleReport) => {
    setReports((current) => current.map((r) => (r.id === report.id ? report : r)));
    setEditing(null);
  };

  return (
    <Stack gap="md">
      <title>{`${S.title} · ${BRAND_NAME}`}</title>
      <Title order={1}>{S.title}</Title>
      <Text size="sm" c="gray.7">
        {S.sampleNotice}
      </Text>
      <Tabs defaultValue="pending">
        <Tabs.List aria-label={S.tabsLabel}>
          {SECTIONS.map((section) => (
            <Tabs.Tab key={section} value={section}>
              {S.tabs[section]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SECTIONS.map((section) => {
          const items = reports.filter((r) => r.section === section);
          return (
            <Tabs.Panel key={section} value={section} pt="md">
              {items.length === 0 ? (
                <Text c="gray.7">{S.empty}</Text>
              ) : (
                <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                  {items.map((report) => (
                    <ReportCard
                      key={report.id}
                      report={report}
                      expanded={expanded.has(report.id)}
                      editing={editing === report.id}
                      onToggle={() => toggle(report.id)}
                      onEdit={() => setEditing((id) => (id === report.id ? null : report.id))}
                      onSave={save}
                    />
                  ))}
                </Stack>
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
