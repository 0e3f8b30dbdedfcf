import { MAX_UPLOAD_BYTES, MESSAGES } from '@app/contracts';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/provider';
import { writeSession } from '../../lib/session-storage';
import { testUser } from '../../testing/render';
import { EvidenceUpload } from './evidence-upload';
import { attachmentFixture } from './testing/attachment-fixture';
import { fileOfSize, stubXhr } from './testing/fake-xhr';

const NUMBER = 'INC-2026-000123';

function renderUpload(incidentNumber = NUMBER) {
  writeSession('acme', 'token-123', testUser());
  const onUploaded = vi.fn();
  const { unmount } = render(
    <MantineProvider theme={theme} env="test">
      <EvidenceUpload incidentNumber={incidentNumber} onUploaded={onUploaded} />
    </MantineProvider>,
  );
  const label = incidentNumber ? `Choose evidence files for ${incidentNumber}` : 'Choose evidence files';
  return { onUploaded, unmount, input: screen.getByLabelText(label) };
}

const items = () => within(screen.getByRole('list', { name: 'Evidence uploads' }));
const item = (name: string) => {
  const row = items()
    .getAllByRole('listitem')
    .find((li) => within(li).queryByText(name));
  if (!row) throw new Error(`No upload item for ${name}`);
  return within(row);
};
const photo = () => new File(['jpeg bytes'], 'scene.jpg', { type: 'image/jpeg' });

describe('EvidenceUpload', () => {
  it('is a keyboard-reachable drop zone named for the incident that opens the file chooser', async () => {
    const { input } = renderUpload();
    const zone = screen.getByRole('button', { name: new RegExp(`^Attach evidence for ${NUMBER}`) });
    expect(input).toHaveAttribute('accept', expect.stringContaining('.pdf'));
    expect(input).toHaveAttribute('multiple');
    const click = vi.fn();
    input.addEventListener('click', click);
    await userEvent.tab();
    expect(zone).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('refuses an executable and an oversize file before sending anything', async () => {
    const sent = stubXhr();
    const { input } = renderUpload();
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    const big = fileOfSize('site.mp4', 'video/mp4', MAX_UPLOAD_BYTES + 1);
    await userEvent.upload(input, [exe, big], { applyAccept: false });
    expect(item('setup.exe').getByText(MESSAGES.evidence.typeNotSupported)).toBeInTheDocument();
    expect(item('site.mp4').getByText(MESSAGES.evidence.sizeExceeded)).toBeInTheDocument();
    // A refusal would fail the same way again, so it can only be removed.
    expect(item('setup.exe').queryByRole('button', { name: 'Retry setup.exe' })).toBeNull();
    await userEvent.click(item('setup.exe').getByRole('button', { name: 'Remove setup.exe' }));
    expect(screen.queryByText('setup.exe')).toBeNull();
    expect(item('site.mp4').getByText(MESSAGES.evidence.sizeExceeded)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('accepts exactly 50 MB, and says when there is no incident number', async () => {
    stubXhr();
    const { input } = renderUpload('');
    await userEvent.upload(input, fileOfSize('max.pdf', 'application/pdf', MAX_UPLOAD_BYTES));
    expect(item('max.pdf').getByText(MESSAGES.evidence.noIncidentNumber)).toBeInTheDocument();
  });

  it('shows progress, then success for 3 seconds, and hands the attachment over', async () => {
    const sent = stubXhr();
    const { input, onUploaded } = renderUpload();
    await userEvent.upload(input, photo());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`/api/upload?incidentNumber=${NUMBER}&client=acme`);
    expect(request?.headers).toMatchObject({ Authorization: 'Bearer token-123', 'X-Client-ID': 'acme' });
    expect(request?.file?.name).toBe('scene.jpg');

    act(() => request?.progress(45, 100));
    expect(item('scene.jpg').getByText('Uploading 45%')).toBeInTheDocument();
    expect(item('scene.jpg').getByRole('progressbar', { name: 'Uploading scene.jpg' })).toBeInTheDocument();

    vi.useFakeTimers();
    try {
      const attachment = attachmentFixture({ fileName: 'scene.jpg' });
      act(() => request?.respond(201, { attachment }));
      await act(async () => {});
      expect(item('scene.jpg').getByText('Uploaded')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('scene.jpg uploaded');
      expect(onUploaded).toHaveBeenCalledWith(attachment);
      act(() => vi.advanceTimersByTime(2_900));
      expect(screen.getByRole('status')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByRole('status')).toBeNull();
      expect(item('scene.jpg').getByText('Uploaded')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's message on failure without disturbing the other file, and retries", async () => {
    const sent = stubXhr();
    const { input, onUploaded } = renderUpload();
    const renamed = new File(['MZ'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(input, [renamed, photo()]);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    const [first, second] = sent;
    act(() => second?.progress(30, 100));
    act(() =>
      first?.respond(415, {
        error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.evidence.typeNotSupported },
      }),
    );
    expect(await item('photo.png').findByText(MESSAGES.evidence.typeNotSupported)).toBeInTheDocument();
    expect(item('scene.jpg').getByText('Uploading 30%')).toBeInTheDocument();

    act(() => second?.respond(200, { attachment: attachmentFixture({ fileName: 'scene.jpg' }) }));
    expect(await item('scene.jpg').findByText('Uploaded')).toBeInTheDocument();
    expect(item('photo.png').getByText(MESSAGES.evidence.typeNotSupported)).toBeInTheDocument();

    await userEvent.click(item('photo.png').getByRole('button', { name: 'Retry photo.png' }));
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    act(() => sent[2]?.respond(502, '<html>Bad gateway</html>'));
    expect(await item('photo.png').findByText(MESSAGES.evidence.uploadFailed)).toBeInTheDocument();
    await userEvent.click(item('photo.png').getByRole('button', { name: 'Retry photo.png' }));
    await vi.waitFor(() => expect(sent).toHaveLength(4));
    act(() => sent[3]?.fail());
    expect(await item('photo.png').findByText(MESSAGES.evidence.uploadFailed)).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it('sends at most two files at a time', async () => {
    const sent = stubXhr();
    const { input } = renderUpload();
    const files = ['a.jpg', 'b.jpg', 'c.jpg'].map((name) => new File(['x'], name, { type: 'image/jpeg' }));
    await userEvent.upload(input, files);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(item('c.jpg').getByText('Uploading 0%')).toBeInTheDocument();
    act(() => sent[0]?.respond(201, { attachment: attachmentFixture({ fileName: 'a.jpg' }) }));
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]?.file?.name).toBe('c.jpg');
  });

  it('adds dropped files', async () => {
    const sent = stubXhr();
    renderUpload();
    const zone = screen.getByRole('button', { name: new RegExp(`^Attach evidence for ${NUMBER}`) });
    const dropped = new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' });
    fireEvent.dragOver(zone, { dataTransfer: { files: [], types: ['Files'] } });
    expect(zone).toHaveAttribute('data-active');
    fireEvent.drop(zone, { dataTransfer: { files: [dropped], types: ['Files'] } });
    expect(zone).not.toHaveAttribute('data-active');
    expect(item('statement.pdf').getByText('Uploading 0%')).toBeInTheDocument();
    await vi.waitFor(() => expect(sent[0]?.file?.name).toBe('statement.pdf'));
  });

  it('cancels uploads still running when it goes away', async () => {
    const sent = stubXhr();
    const { input, unmount, onUploaded } = renderUpload();
    await userEvent.upload(input, photo());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.aborted).toBe(false);
    unmount();
    expect(sent[0]?.aborted).toBe(true);
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
