import { Button, Group, Progress, Text } from '@mantine/core';
import classes from './evidence-upload.module.css';
import { EVIDENCE_STRINGS as S } from './strings';
import type { UploadItem } from './use-upload-queue';

type Props = { item: UploadItem; onRetry: () => void; onRemove: () => void };

/** One file: a progress bar while uploading, a tick when stored, the reason and actions on error. */
export function UploadItemRow({ item, onRetry, onRemove }: Props) {
  const name = item.file.name;
  return (
    <li className={classes.item}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={600} className={classes.name}>
          {name}
        </Text>
        {item.status === 'success' ? (
          <Text size="sm" c="green.8">
            {S.uploaded}
          </Text>
        ) : null}
        {item.status === 'queued' || item.status === 'uploading' ? (
          <Text size="sm" c="dimmed">
            {S.uploading(item.progress)}
          </Text>
        ) : null}
      </Group>
      {item.status === 'queued' || item.status === 'uploading' ? (
        <Progress value={item.progress} mt={4} aria-label={S.progressLabel(name)} />
      ) : null}
      {item.status === 'error' ? (
        <Group justify="space-between" wrap="wrap" gap="xs" mt={4}>
          <Text size="sm" c="red.8">
            {item.error}
          </Text>
          <Group gap="xs">
            {item.retryable ? (
              <Button size="compact-sm" variant="light" onClick={onRetry} aria-label={S.retryLabel(name)}>
                {S.retry}
              </Button>
            ) : null}
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              onClick={onRemove}
              aria-label={S.removeLabel(name)}
            >
              {S.remove}
            </Button>
          </Group>
        </Group>
      ) : null}
    </li>
  );
}
