import { Alert, Button, Stack, Text } from '@mantine/core';
import { ADMIN_STRINGS } from '../strings';

/** A failed load with the server's message and a way to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <Alert color="red" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Button variant="outline" color="red" size="xs" onClick={onRetry}>
          {ADMIN_STRINGS.tryAgain}
        </Button>
      </Stack>
    </Alert>
  );
}
