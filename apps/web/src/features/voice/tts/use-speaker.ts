import { useEffect, useState } from 'react';
import { createSpeaker, type Speaker } from './speaker';

export type SpeakerControl = Speaker & { speaking: boolean };

/** A speaker for the life of the component; unmounting stops any speech. */
export function useSpeaker(): SpeakerControl {
  const [speaking, setSpeaking] = useState(false);
  const [speaker] = useState(() => createSpeaker(setSpeaking));
  useEffect(() => () => speaker.stop(), [speaker]);
  return { speaking, speak: speaker.speak, stop: speaker.stop };
}
