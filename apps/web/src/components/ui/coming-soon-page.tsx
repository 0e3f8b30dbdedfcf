import { BRAND_NAME } from '@app/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { WEB_STRINGS } from '../../config/strings';

/** Placeholder for a screen a later issue builds. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Stack gap="sm">
      <title>{`${title} · ${BRAND_NAME}`}</title>
      <Title order={1}>{title}</Title>
      <Text c="gray.7">{WEB_STRINGS.pages.comingSoon}</Text>
    </Stack>
  );
}
