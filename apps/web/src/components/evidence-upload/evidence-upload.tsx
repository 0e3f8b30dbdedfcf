import { type Attachment, UPLOAD_ACCEPT } from '@app/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import { type DragEvent, useRef, useState } from 'react';
import classes from './evidence-upload.module.css';
import { EVIDENCE_STRINGS as S } from './strings';
import { UploadItemRow } from './upload-item-row';
import { useUploadQueue } from './use-upload-queue';

export interface EvidenceUploadProps {
  /** Spec 02: the widget is tied to an incident number. */
  incidentNumber: string;
  /** Called once per file the server has stored. */
  onUploaded?: (attachment: Attachment) => void;
}

/**
 * Drag-and-drop evidence upload (spec 02 "Evidence upload widget"): each file is its own item, so
 * one failure never disturbs the others' progress or results.
 */
export function EvidenceUpload({ incidentNumber, onUploaded }: EvidenceUploadProps) {
  const { items, banner, addFiles, retry, remove } = useUploadQueue(incidentNumber, onUploaded);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  // A real button, so Enter and Space open the chooser the way keyboard users expect.
  const choose = () => input.current?.click();
  const onDragOver = (event: DragEvent<HTMLButtonElement>) => {
    // Without preventDefault the browser opens the dropped file instead of handing it to us.
    event.preventDefault();
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  return (
    <Stack gap="sm">
      <button
        type="button"
        className={classes.zone}
        data-active={dragging || undefined}
        onClick={choose}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {/* The visible words are the accessible name (WCAG 2.5.3): voice users say what they see. */}
        <Text component="span" display="block" fw={600}>
          {S.dropZoneLabel(incidentNumber)}
        </Text>
        <Text component="span" display="block" size="sm" c="dimmed">
          {`${S.dropTitle}. ${S.dropHint}`}
        </Text>
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        hidden
        aria-label={S.fileInputLabel(incidentNumber)}
        onChange={(event) => {
          const { files } = event.currentTarget;
          if (files) addFiles(files);
          // Cleared so choosing the same file again (after removing it) still fires a change.
          event.currentTarget.value = '';
        }}
      />
      {banner ? (
        <Alert color="green" role="status" py="xs">
          {banner}
        </Alert>
      ) : null}
      {items.length > 0 ? (
        <ul className={classes.items} aria-label={S.listLabel}>
          {items.map((item) => (
            <UploadItemRow
              key={item.key}
              item={item}
              onRetry={() => retry(item.key)}
              onRemove={() => remove(item.key)}
            />
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}
