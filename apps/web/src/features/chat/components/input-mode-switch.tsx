import { Button, SegmentedControl } from '@mantine/core';
import { useId, useState } from 'react';
import type { InputMode } from '../../voice/machine/voice-machine';
import { CHAT_STRINGS } from '../strings';
import classes from './chat-page.module.css';
import { useChatMobile } from './use-chat-mobile';

type InputModeSwitchProps = {
  mode: InputMode;
  onChange: (mode: InputMode) => void;
};

const MODE_LABELS: Record<InputMode, string> = { text: CHAT_STRINGS.modeText, voice: CHAT_STRINGS.modeVoice };

function isInputMode(value: string): value is InputMode {
  return value === 'text' || value === 'voice';
}

/** Spec 01 section 2: the Text/Voice switch, tucked behind a toggle on mobile. */
export function InputModeSwitch({ mode, onChange }: InputModeSwitchProps) {
  const mobile = useChatMobile();
  const [open, setOpen] = useState(false);
  const controlId = useId();

  const control = (
    <SegmentedControl
      id={controlId}
      size="xs"
      aria-label={CHAT_STRINGS.modeLabel}
      value={mode}
      onChange={(value) => {
        if (isInputMode(value)) onChange(value);
      }}
      data={[
        { value: 'text', label: MODE_LABELS.text },
        { value: 'voice', label: MODE_LABELS.voice },
      ]}
    />
  );

  if (!mobile) return control;
  return (
    <div className={classes.modeToggle}>
      <Button
        size="compact-xs"
        variant="subtle"
        aria-expanded={open}
        aria-controls={open ? controlId : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        {`${CHAT_STRINGS.modeLabel}: ${MODE_LABELS[mode]}`}
      </Button>
      {open && control}
    </div>
  );
}
