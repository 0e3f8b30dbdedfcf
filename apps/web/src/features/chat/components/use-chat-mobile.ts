import { LIMITS } from '@app/contracts';
import { useMediaQuery } from '@mantine/hooks';

/** Spec 01 section 9: the chat's mobile layout is a width under 768 px. */
export function useChatMobile(): boolean {
  return useMediaQuery(`(max-width: ${LIMITS.mobileBreakpointPx - 1}px)`, false, {
    getInitialValueInEffect: false,
  });
}
