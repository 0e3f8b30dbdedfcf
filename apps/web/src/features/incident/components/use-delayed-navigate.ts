import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Spec 02 section 9: go on 2 seconds after approve or complete, while a banner shows. */
export const REDIRECT_DELAY_MS = 2_000;

export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (to: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void navigate(to), REDIRECT_DELAY_MS);
  };
}
