import type { TenantSettingsResponse } from '@app/contracts';
import { Box, Button, Fieldset, Group, Image, Input, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ChangeEvent, useId, useState } from 'react';
import { useRemoveLogo } from '../api/remove-logo';
import { useUploadLogo } from '../api/upload-logo';
import { ADMIN_STRINGS } from '../strings';
import { checkLogoFile, toLogoBody } from './logo-file';

/** The organisation's logo: the current one, upload (PNG/JPEG/WebP up to 512 KB) and removal. */
export function LogoSection({ settings }: { settings: TenantSettingsResponse }) {
  const inputId = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const text = ADMIN_STRINGS.logo;
  const error = fileError ?? upload.error?.message ?? remove.error?.message ?? null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Let the same file be chosen again after a failure.
    input.value = '';
    if (!file) return;
    upload.reset();
    remove.reset();
    const check = checkLogoFile(file);
    if (!check.ok) {
      setFileError(check.message);
      return;
    }
    setFileError(null);
    try {
      const body = await toLogoBody(file, check.contentType);
      upload.mutate(body, {
        onSuccess: () => notifications.show({ color: 'green', message: text.uploaded }),
      });
    } catch (readError) {
      setFileError(readError instanceof Error ? readError.message : text.failed);
    }
  };

  const removeLogo = () => {
    upload.reset();
    setFileError(null);
    remove.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: text.removed }),
    });
  };

  return (
    <Fieldset legend={text.heading}>
      <Stack gap="sm">
        {settings.logo_url ? (
          <Box>
            <Image src={settings.logo_url} alt={text.current} h={64} w="auto" fit="contain" />
          </Box>
        ) : (
          <Text c="dimmed">{text.none}</Text>
        )}
        <Input.Wrapper label={text.upload} description={text.uploadHelp} error={error} id={inputId}>
          <Box mt={4}>
            <input
              id={inputId}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              disabled={upload.isPending}
              aria-invalid={Boolean(error)}
              onChange={choose}
            />
          </Box>
        </Input.Wrapper>
        {settings.logo_url && (
          <Group>
            <Button variant="outline" color="red" loading={remove.isPending} onClick={removeLogo}>
              {text.remove}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
