import { type AskAgentResponse, DEFAULT_CLIENT_DISPLAY_NAME, MESSAGES } from '@app/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessageTime } from '../../../lib/format';
import { writeSession } from '../../../lib/session-storage';
import { type FetchCall, jsonResponse, stubFetch } from '../../../testing/fetch';
import { renderWithRouter, testSession } from '../../../testing/render';
import { viewport } from '../../../testing/viewport';
import { CHAT_STRINGS } from '../strings';
import { ChatPage } from './chat-page';

const SLOW = { timeout: 30_000 };

const ASK = 'POST /api/ask-agent';
const LOGO = { 'GET /api/logo': jsonResponse({ logoUrl: null, expiresIn: 3600, logoSource: 'none' }) };
const session = testSession({ role: 'STAFF' });

const reply = (overrides: Partial<AskAgentResponse> = {}): AskAgentResponse => ({
  response: 'Is everyone safe right now?',
  action: null,
  incidentNumber: null,
  intent: 'incident_report',
  sources: [],
  notifiable: null,
  ...overrides,
});

/** Replies in order, repeating the last one. */
function replies(...bodies: AskAgentResponse[]) {
  let call = 0;
  return () => jsonResponse(bodies[Math.min(call++, bodies.length - 1)]);
}

/** `client: null` makes the page load client info itself; by default it is already known. */
function renderChat(client?: { client: string | null; name: string } | null) {
  if (session.user) writeSession('acme', 'token-123', session.user);
  return renderWithRouter({
    routes: [{ path: '/chat', element: <ChatPage /> }],
    url: '/chat',
    session,
    ...(client === undefined ? {} : { client }),
  });
}

const messageBox = () => screen.getByRole('textbox', { name: CHAT_STRINGS.inputLabel });
const sendButton = () => screen.getByRole('button', { name: CHAT_STRINGS.send });
const log = () => screen.getByRole('log', { name: CHAT_STRINGS.messagesLabel });
const askCalls = (calls: FetchCall[]) => calls.filter((c) => c.url.pathname === '/api/ask-agent');

async function say(text: string) {
  await userEvent.type(messageBox(), text);
  await userEvent.keyboard('{Enter}');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('chat screen', SLOW, () => {
  it('shows the header and greeting with the name from client info', async () => {
    stubFetch({
      ...LOGO,
      'GET /api/client-info': jsonResponse({ name: 'Beta Mining', client_code: 'BETA', slug: 'beta' }),
    });
    renderChat(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Beta Mining AI' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.chat.subtitle)).toBeInTheDocument();
    expect(within(log()).getByText(MESSAGES.chat.greeting('Beta Mining'))).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Beta Mining logo' })).toBeInTheDocument();
  });

  it('falls back to the default display name when client info fails', async () => {
    stubFetch({
      ...LOGO,
      'GET /api/client-info': jsonResponse({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }),
    });
    renderChat(null);
    const name = DEFAULT_CLIENT_DISPLAY_NAME;
    expect(await screen.findByRole('heading', { level: 1, name: `${name} AI` })).toBeInTheDocument();
    expect(within(log()).getByText(MESSAGES.chat.greeting(name))).toBeInTheDocument();
  });

  it('stamps every message with its hour and minute', async () => {
    const now = new Date('2026-03-04T14:05:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now });
    stubFetch({ ...LOGO, [ASK]: jsonResponse(reply()) });
    renderChat();
    await say('I slipped in the loading bay');
    await within(log()).findByText('Is everyone safe right now?');
    const items = within(log()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    for (const item of items) expect(within(item).getByText(formatMessageTime(now))).toBeInTheDocument();
    expect(formatMessageTime(now)).toMatch(/^\d{2}:05/);
  });

  it('sends on Enter, adds a line on Shift+Enter and clears the box', async () => {
    const calls = stubFetch({ ...LOGO, [ASK]: jsonResponse(reply()) });
    renderChat();
    await userEvent.type(messageBox(), 'A forklift hit a rack');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await userEvent.type(messageBox(), 'nobody hurt');
    expect(askCalls(calls)).toHaveLength(0);
    expect(messageBox()).toHaveValue('A forklift hit a rack\nnobody hurt');

    const scroll = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    await userEvent.keyboard('{Enter}');
    expect(await within(log()).findByText('Is everyone safe right now?')).toBeInTheDocument();
    // Once for the user's message with the thinking bubble, once for the reply.
    expect(scroll).toHaveBeenCalledTimes(2);
    expect(askCalls(calls)).toHaveLength(1);
    expect(askCalls(calls)[0]?.body).toMatchObject({ inputText: 'A forklift hit a rack\nnobody hurt' });
    expect(within(log()).getByText(/A forklift hit a rack/)).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');
  });

  it('does not send while an IME composition is being confirmed', async () => {
    const calls = stubFetch({ ...LOGO, [ASK]: jsonResponse(reply()) });
    renderChat();
    await userEvent.type(messageBox(), 'kanji');
    const box = messageBox();
    act(() => {
      box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, isComposing: true }));
    });
    expect(askCalls(calls)).toHaveLength(0);
    expect(sendButton()).toBeEnabled();
  });

  it('keeps Send disabled for empty or whitespace-only text and never sends it', async () => {
    const calls = stubFetch({ ...LOGO, [ASK]: jsonResponse(reply()) });
    renderChat();
    expect(sendButton()).toBeDisabled();
    await userEvent.type(messageBox(), '   ');
    expect(sendButton()).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(askCalls(calls)).toHaveLength(0);
    await userEvent.type(messageBox(), 'hi');
    expect(sendButton()).toBeEnabled();
    await userEvent.click(sendButton());
    expect(await within(log()).findByText('Is everyone safe right now?')).toBeInTheDocument();
    expect(askCalls(calls)[0]?.body).toMatchObject({ inputText: 'hi' });
  });

  it('sends isFirstMessage true then false with one session id for the page load', async () => {
    const calls = stubFetch({
      ...LOGO,
      [ASK]: replies(reply(), reply({ response: 'Where did it happen?' })),
    });
    renderChat();
    await say('I fell off a ladder');
    await within(log()).findByText('Is everyone safe right now?');
    await say('Yes everyone is fine');
    await within(log()).findByText('Where did it happen?');

    const [first, second] = askCalls(calls);
    const sessionId = (first?.body as { sessionId?: string } | undefined)?.sessionId;
    expect(first?.body).toEqual({
      inputText: 'I fell off a ladder',
      sessionId: expect.stringMatching(/^user-[0-9a-f-]{36}$/),
      isFirstMessage: true,
    });
    expect(second?.body).toEqual({
      inputText: 'Yes everyone is fine',
      sessionId,
      isFirstMessage: false,
    });
    expect(first?.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('cycles the seven thinking phrases every 2 seconds while waiting', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let answer: (response: Response) => void = () => {};
    stubFetch({ ...LOGO, [ASK]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderChat();
    await user.type(messageBox(), 'Chemical spill in bay 3');
    await user.keyboard('{Enter}');

    const status = await screen.findByRole('status');
    const phrases = MESSAGES.chat.thinkingPhrases;
    expect(phrases).toHaveLength(7);
    expect(status).toHaveTextContent(phrases[0]!);
    expect(sendButton()).toBeDisabled();
    for (const phrase of [...phrases.slice(1), phrases[0]!]) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(MESSAGES.chat.thinkingRotationMs);
      });
      expect(screen.getByRole('status')).toHaveTextContent(phrase);
    }

    await act(async () => {
      answer(jsonResponse(reply()));
    });
    expect(await within(log()).findByText('Is everyone safe right now?')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('appends the failure message, stops thinking and keeps the user text', async () => {
    let call = 0;
    stubFetch({
      ...LOGO,
      [ASK]: () =>
        call++ === 0
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })
          : jsonResponse(reply()),
    });
    renderChat();
    await say('My hand got caught in the press');
    expect(await within(log()).findByText(MESSAGES.chat.failed)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(within(log()).getByText('My hand got caught in the press')).toBeInTheDocument();

    await say('Trying again');
    expect(await within(log()).findByText('Is everyone safe right now?')).toBeInTheDocument();
  });

  it('treats a reply that breaks the contract as a failure', async () => {
    stubFetch({ ...LOGO, [ASK]: jsonResponse({ response: 'half a reply' }) });
    renderChat();
    await say('hello');
    expect(await within(log()).findByText(MESSAGES.chat.failed)).toBeInTheDocument();
    expect(within(log()).queryByText('half a reply')).not.toBeInTheDocument();
  });

  it('shows the upload area and the drafts link only under an upload_file reply', async () => {
    stubFetch({
      ...LOGO,
      [ASK]: replies(
        reply({ response: 'Which site was it?', incidentNumber: 'INC-2026-0007' }),
        reply({
          response: 'Thanks. Your draft INC-2026-0007 is saved in My Drafts.',
          incidentNumber: 'INC-2026-0007',
          action: 'upload_file',
        }),
      ),
    });
    renderChat();
    await say('I cut my hand on a box cutter');
    await within(log()).findByText('Which site was it?');
    expect(screen.queryByRole('region', { name: /Attach evidence/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: CHAT_STRINGS.openDrafts })).not.toBeInTheDocument();

    await say('Brisbane depot');
    const summary = await within(log()).findByText(/is saved in My Drafts/);
    const item = summary.closest('li') as HTMLElement;
    expect(
      within(item).getByRole('region', { name: 'Attach evidence for INC-2026-0007' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /Attach evidence/ })).toHaveLength(1);
    expect(within(item).getByRole('link', { name: CHAT_STRINGS.openDrafts })).toHaveAttribute(
      'href',
      '/drafts',
    );
  });

  it('lists the sources of a safety answer', async () => {
    stubFetch({
      ...LOGO,
      [ASK]: jsonResponse(
        reply({
          response: 'Lift with your legs.',
          intent: 'safety_question',
          sources: ['Manual handling', 'Hazardous manual tasks code'],
        }),
      ),
    });
    renderChat();
    await say('How do I lift boxes safely?');
    await within(log()).findByText('Lift with your legs.');
    expect(
      within(log()).getByText('Sources: Manual handling; Hazardous manual tasks code'),
    ).toBeInTheDocument();
    expect(within(log()).queryAllByText(/^Sources:/)).toHaveLength(1);
  });

  it('renders line breaks and bullets as text, never as HTML', async () => {
    stubFetch({
      ...LOGO,
      [ASK]: jsonResponse(reply({ response: 'Do this now:\n- Stop work\n- Call 000\n\n<b>Stay calm</b>' })),
    });
    renderChat();
    await say('Someone collapsed');
    await within(log()).findByText('Do this now:');
    const bullets = within(log())
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(bullets).toEqual(expect.arrayContaining(['Stop work', 'Call 000']));
    expect(within(log()).getByText('<b>Stay calm</b>')).toBeInTheDocument();
  });

  it('marks notifiable replies and raises one alert', async () => {
    stubFetch({
      ...LOGO,
      [ASK]: replies(
        reply({ response: 'This is a notifiable incident. Call WHSQ.', notifiable: 'yes' }),
        reply({ response: 'Keep the site as it is.', notifiable: 'possible' }),
      ),
    });
    renderChat();
    await say('A worker lost a finger');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This is a notifiable incident. Call WHSQ.');
    expect(within(alert).getByText(CHAT_STRINGS.notifiable)).toBeInTheDocument();

    await say('ok');
    await within(log()).findByText('Keep the site as it is.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(log()).getByText(CHAT_STRINGS.possiblyNotifiable)).toBeInTheDocument();
  });

  it('starts in text mode, where replies are not spoken and nothing listens', async () => {
    const calls = stubFetch({ ...LOGO, [ASK]: jsonResponse(reply()) });
    renderChat();
    expect(screen.getByRole('radio', { name: CHAT_STRINGS.modeText })).toBeChecked();
    await say('just typing');
    expect(await within(log()).findByText('Is everyone safe right now?')).toBeInTheDocument();
    expect(calls.map((c) => c.url.pathname).filter((path) => path.startsWith('/api/speech'))).toEqual([]);
    expect(screen.queryByRole('button', { name: MESSAGES.chat.stopSpeaking })).not.toBeInTheDocument();
  });

  it('tucks the mode switch behind a toggle under 768 px', async () => {
    viewport.width = 767;
    stubFetch({ ...LOGO });
    renderChat();
    expect(screen.queryByRole('radio', { name: CHAT_STRINGS.modeVoice })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', {
      name: `${CHAT_STRINGS.modeLabel}: ${CHAT_STRINGS.modeText}`,
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('radio', { name: CHAT_STRINGS.modeVoice })).toBeInTheDocument();
  });

  it('keeps the switch open at 768 px', () => {
    viewport.width = 768;
    stubFetch({ ...LOGO });
    renderChat();
    expect(screen.getByRole('radio', { name: CHAT_STRINGS.modeVoice })).toBeInTheDocument();
  });
});
