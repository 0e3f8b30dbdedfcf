import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_STRINGS as S } from '../strings';

type Props = { title: string; rows: { key: string; count: number }[]; colours: Record<string, string> };

/** One bar per row, its count written beside it; the bar's accessible name carries the count too. */
export function CountBars({ title, rows, colours }: Props) {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map(({ key, count }) => {
          const label = S.labels[key] ?? key;
          return (
            <Group key={key} component="li" gap="sm" wrap="nowrap">
              <Text size="sm" w={110}>
                {label}
              </Text>
              <Progress
                value={total > 0 ? Math.round((count / total) * 100) : 0}
                color={colours[key] ?? 'gray'}
                aria-label={S.barLabel(label, count, total)}
                size="lg"
                style={{ flex: 1 }}
              />
              <Text size="sm" fw={600} w={40} ta="right">
                {count}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
