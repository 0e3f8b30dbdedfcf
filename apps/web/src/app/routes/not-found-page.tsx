import { BRAND_NAME } from '@app/contracts';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CenteredCard } from '../../components/ui/centered-card';
import { paths } from '../../config/paths';
import { WEB_STRINGS } from '../../config/strings';

export function NotFoundPage() {
  return (
    <CenteredCard>
      <title>{`${WEB_STRINGS.notFound.title} · ${BRAND_NAME}`}</title>
      <Stack gap="md">
        <Title order={1}>{WEB_STRINGS.notFound.title}</Title>
        <Text>{WEB_STRINGS.notFound.body}</Text>
        <Button component={Link} to={paths.home.getHref()}>
          {WEB_STRINGS.notFound.home}
        </Button>
      </Stack>
    </CenteredCard>
  );
}
