import { useEffect, useRef } from 'react';
import { useSpeaker } from '../../voice/tts/use-speaker';
import { useVoice, type VoiceControl } from '../../voice/use-voice';
import type { ChatMessage } from '../utils/chat-message';

type ChatVoiceOptions = {
  messages: ChatMessage[];
  waiting: boolean;
  /** The conversation's send: false when nothing was sent. */
  send: (text: string) => boolean;
  setText: (text: string) => void;
};

export type ChatVoice = VoiceControl & { speaking: boolean };

/**
 * Spec 01 section 4 on the chat screen: the voice machine fills the message box, sends through the
 * same path as typing and, in voice mode only, reads each new reply aloud.
 */
export function useChatVoice({ messages, waiting, send, setText }: ChatVoiceOptions): ChatVoice {
  const speaker = useSpeaker();
  const voice = useVoice({
    typing: waiting,
    speaking: speaker.speaking,
    onInput: setText,
    onSend: (text) => {
      if (!send(text)) return false;
      setText('');
      return true;
    },
    stopSpeech: speaker.stop,
  });

  // Replies already on screen when voice is switched on are not read out; only new ones are.
  const lastSeen = useRef(messages.at(-1)?.id ?? null);
  const { mode } = voice.state;
  const { speak } = speaker;
  useEffect(() => {
    const last = messages.at(-1);
    if (!last || last.id === lastSeen.current) return;
    lastSeen.current = last.id;
    if (last.isAI && mode === 'voice') speak(last.text);
  }, [messages, mode, speak]);

  return { ...voice, speaking: speaker.speaking };
}
