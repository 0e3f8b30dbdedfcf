import { Center, Loader, Stack, Text } from '@mantine/core';

/** A centred spinner with a visible, announced label. */
export function PageLoader({ label }: { label: string }) {
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader aria-hidden="true" />
        <Text>{label}</Text>
      </Stack>
    </Center>
  );
}
