import { LIMITS } from '@app/contracts';
import { useMediaQuery } from '@mantine/hooks';

const PHONE_USER_AGENT = /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini/i;

export function isPhoneUserAgent(userAgent: string): boolean {
  return PHONE_USER_AGENT.test(userAgent);
}

/** Spec 01 sections 2 and 9: mobile is a phone user agent or a width of 768 px or less. */
export function useIsMobile(): boolean {
  const narrow = useMediaQuery(`(max-width: ${LIMITS.mobileBreakpointPx}px)`, false, {
    getInitialValueInEffect: false,
  });
  return narrow || isPhoneUserAgent(navigator.userAgent);
}
