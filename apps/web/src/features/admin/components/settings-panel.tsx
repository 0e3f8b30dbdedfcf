import { Stack } from '@mantine/core';
import { PageLoader } from '../../../components/ui/page-loader';
import { useSettings } from '../api/get-settings';
import { ADMIN_STRINGS } from '../strings';
import { LoadError } from './load-error';
import { LogoSection } from './logo-section';
import { SettingsForm } from './settings-form';

/** Settings tab: the organisation's settings form and its logo. */
export function SettingsPanel() {
  const settings = useSettings();
  if (settings.isPending) return <PageLoader label={ADMIN_STRINGS.settings.loading} />;
  if (settings.isError) {
    return (
      <LoadError
        title={ADMIN_STRINGS.settings.loadFailed}
        error={settings.error}
        onRetry={() => settings.refetch()}
      />
    );
  }
  return (
    <Stack gap="lg" maw={720}>
      <SettingsForm settings={settings.data} />
      <LogoSection settings={settings.data} />
    </Stack>
  );
}
