import { MESSAGES } from '@app/contracts';
import { Loader, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import classes from './chat-page.module.css';

const PHRASES = MESSAGES.chat.thinkingPhrases;

/**
 * Spec 01 sections 2 and 9: while the assistant works, a bubble cycles through seven phrases
 * every 2 seconds. Mounted only while waiting, so each wait starts at the first phrase.
 */
export function ThinkingBubble() {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % PHRASES.length),
      MESSAGES.chat.thinkingRotationMs,
    );
    return () => window.clearInterval(timer);
  }, []);

  return (
    <Paper withBorder radius="md" p="sm" className={classes.thinking}>
      <Loader size="xs" type="dots" aria-hidden="true" />
      <Text role="status" size="sm" c="gray.7">
        {PHRASES[index]}
      </Text>
    </Paper>
  );
}
