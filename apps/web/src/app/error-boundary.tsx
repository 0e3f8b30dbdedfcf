import { MESSAGES } from '@app/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { WEB_STRINGS } from '../config/strings';

function ErrorPanel({ message }: { message: string }) {
  return (
    <Stack component="main" p="lg" maw={640} mx="auto" gap="md">
      <Title order={1}>{WEB_STRINGS.error.title}</Title>
      <Text role="alert">{message}</Text>
      <Group>
        <Button onClick={() => window.location.reload()}>{WEB_STRINGS.error.reload}</Button>
        <Button variant="default" component="a" href={paths.home.getHref()}>
          {WEB_STRINGS.error.home}
        </Button>
      </Group>
    </Stack>
  );
}

/** Route-level error element (STYLE rule 20). */
export function RouteErrorPage() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : MESSAGES.common.internal;
  return <ErrorPanel message={message} />;
}

/** App-level boundary around everything, for errors outside the router. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled application error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorPanel message={MESSAGES.common.internal} /> : this.props.children;
  }
}
