import { Center, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The single-card layout of the public pages (sign-in, callback, invitation). */
export function CenteredCard({ children }: { children: ReactNode }) {
  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
        {children}
      </Paper>
    </Center>
  );
}
