import { CHAT_INPUT_MAX_LENGTH, MESSAGES } from '@app/contracts';
import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import { CHAT_STRINGS } from '../strings';
import classes from './chat-page.module.css';
import { type InputMode, InputModeSwitch } from './input-mode-switch';

type ChatInputBarProps = {
  /** Returns false when the text was not sent, so it stays in the box. */
  onSend: (text: string) => boolean;
  waiting: boolean;
};

/** Spec 01 section 2: the mode switch, a growing text box and the send button. */
export function ChatInputBar({ onSend, waiting }: ChatInputBarProps) {
  const [text, setText] = useState('');
  const [mode, setMode] = useState<InputMode>('text');
  const canSend = text.trim() !== '' && !waiting;

  const submit = () => {
    if (canSend && onSend(text)) setText('');
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
      <InputModeSwitch mode={mode} onChange={setMode} />
      {mode === 'voice' && (
        <Text size="sm" c="gray.7" aria-live="polite">
          {CHAT_STRINGS.voiceUnavailable}
        </Text>
      )}
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Textarea
          className={classes.input}
          classNames={{ input: classes.inputBox }}
          aria-label={CHAT_STRINGS.inputLabel}
          placeholder={MESSAGES.chat.placeholder}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT_INPUT_MAX_LENGTH}
          autosize
          minRows={1}
          maxRows={5}
        />
        <ActionIcon type="submit" size="lg" aria-label={CHAT_STRINGS.send} disabled={!canSend}>
          <span aria-hidden="true">{'➤'}</span>
        </ActionIcon>
      </Group>
    </form>
  );
}
