import { type Attachment, MESSAGES } from '@app/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { EVIDENCE_STRINGS } from './strings';
import { isAbort, type UploadHandle, uploadEvidence } from './upload-evidence';
import { validateEvidenceFile } from './validate-file';

/** Two at a time: enough to keep the line busy without starving the other files' progress. */
export const MAX_PARALLEL_UPLOADS = 2;
/** Spec 02 section 9: success banners stay 3 seconds in the incident view and upload. */
export const SUCCESS_BANNER_MS = 3_000;

/** Spec 02 section 4: a file item is uploading, success or error; `queued` waits for a slot. */
export type UploadItem = {
  key: number;
  file: File;
  status: 'queued' | 'uploading' | 'success' | 'error';
  progress: number;
  error: string | null;
  /** Client-side refusals would fail again unchanged, so only server or network failures retry. */
  retryable: boolean;
};

function failureText(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : MESSAGES.evidence.uploadFailed;
}

export function useUploadQueue(incidentNumber: string, onUploaded?: (attachment: Attachment) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [banner, setBanner] = useState<string | null>(null);
  const nextKey = useRef(0);
  const handles = useRef(new Map<number, UploadHandle>());
  const bannerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest props, read when an upload finishes, so a finished upload never calls a stale one.
  const latest = useRef({ incidentNumber, onUploaded });
  latest.current = { incidentNumber, onUploaded };

  const update = useCallback((key: number, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const showBanner = useCallback((text: string) => {
    clearTimeout(bannerTimer.current);
    setBanner(text);
    bannerTimer.current = setTimeout(() => setBanner(null), SUCCESS_BANNER_MS);
  }, []);

  const start = useCallback(
    (item: UploadItem) => {
      const handle = uploadEvidence(item.file, latest.current.incidentNumber, (progress) =>
        update(item.key, { progress }),
      );
      handles.current.set(item.key, handle);
      update(item.key, { status: 'uploading', progress: 0, error: null });
      handle.promise.then(
        (attachment) => {
          handles.current.delete(item.key);
          update(item.key, { status: 'success', progress: 100 });
          showBanner(EVIDENCE_STRINGS.uploadedBanner(item.file.name));
          latest.current.onUploaded?.(attachment);
        },
        (error: unknown) => {
          handles.current.delete(item.key);
          if (isAbort(error)) return;
          update(item.key, { status: 'error', error: failureText(error), retryable: true });
        },
      );
    },
    [update, showBanner],
  );

  // Fill the free slots whenever the list changes; the handle map stops a file starting twice.
  useEffect(() => {
    const running = items.filter((item) => item.status === 'uploading').length;
    const waiting = items.filter((item) => item.status === 'queued' && !handles.current.has(item.key));
    for (const item of waiting.slice(0, Math.max(0, MAX_PARALLEL_UPLOADS - running))) start(item);
  }, [items, start]);

  useEffect(() => {
    const live = handles.current;
    return () => {
      for (const handle of live.values()) handle.abort();
      live.clear();
      clearTimeout(bannerTimer.current);
    };
  }, []);

  const addFiles = useCallback((files: Iterable<File>) => {
    const added = Array.from(files, (file): UploadItem => {
      const refusal = validateEvidenceFile(file, latest.current.incidentNumber);
      nextKey.current += 1;
      return {
        key: nextKey.current,
        file,
        status: refusal ? 'error' : 'queued',
        progress: 0,
        error: refusal,
        retryable: false,
      };
    });
    if (added.length > 0) setItems((current) => [...current, ...added]);
  }, []);

  const retry = useCallback(
    (key: number) => update(key, { status: 'queued', progress: 0, error: null, retryable: false }),
    [update],
  );

  const remove = useCallback((key: number) => {
    handles.current.get(key)?.abort();
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  return { items, banner, addFiles, retry, remove };
}
