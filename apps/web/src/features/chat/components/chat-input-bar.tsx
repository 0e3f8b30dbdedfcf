import { CHAT_INPUT_MAX_LENGTH, MESSAGES } from '@app/contracts';
import { ActionIcon, Group, Textarea } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { showsStopButton } from '../../voice/machine/voice-machine';
import { CHAT_STRINGS } from '../strings';
import classes from './chat-page.module.css';
import { InputModeSwitch } from './input-mode-switch';
import type { ChatVoice } from './use-chat-voice';
import { VoiceStatus } from './voice-status';

type ChatInputBarProps = {
  text: string;
  onTextChange: (text: string) => void;
  waiting: boolean;
  voice: ChatVoice;
};

/** Spec 01 section 2: the mode switch, a growing text box and the send (or stop) button. */
export function ChatInputBar({ text, onTextChange, waiting, voice }: ChatInputBarProps) {
  const canSend = text.trim() !== '' && !waiting;
  const { state } = voice;

  const submit = () => {
    // The voice control sends through the conversation and cancels any pending auto-send.
    if (canSend) voice.submit(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; Enter that confirms an IME composition is neither.
    // Safari ends the composition before that keydown, so only its key code 229 gives it away.
    const composing = event.nativeEvent.isComposing || event.keyCode === 229;
    if (event.key !== 'Enter' || event.shiftKey || composing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className={classes.inputBar}
      aria-label={CHAT_STRINGS.inputForm}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <InputModeSwitch mode={state.mode} onChange={voice.switchMode} />
      {state.mode === 'voice' && <VoiceStatus state={state} />}
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Textarea
          className={classes.input}
          classNames={{ input: classes.inputBox }}
          aria-label={CHAT_STRINGS.inputLabel}
          placeholder={MESSAGES.chat.placeholder}
          value={text}
          onChange={(event) => onTextChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT_INPUT_MAX_LENGTH}
          autosize
          minRows={1}
          maxRows={5}
        />
        {showsStopButton(state) ? (
          <ActionIcon
            type="button"
            size="lg"
            color="red"
            title={MESSAGES.chat.stopSpeaking}
            aria-label={MESSAGES.chat.stopSpeaking}
            onClick={voice.stopSpeaking}
          >
            <span aria-hidden="true">{'■'}</span>
          </ActionIcon>
        ) : (
          <ActionIcon type="submit" size="lg" aria-label={CHAT_STRINGS.send} disabled={!canSend}>
            <span aria-hidden="true">{'➤'}</span>
          </ActionIcon>
        )}
      </Group>
    </form>
  );
}
