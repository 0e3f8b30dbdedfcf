/** Business constants from spec 01 section 9 and DESIGN section 7. */
export const LIMITS = {
  clientReadyRetryMs: 100,
  clientReadyMaxRetries: 10,
  storageKeySuffixLength: 8,
  mobileBreakpointPx: 768,
  invitationExpiryDays: 7,
  invitationCodeBytes: 16,
  magicLinkMinutes: 10,
  callbackCodeSeconds: 60,
  oidcStateMinutes: 10,
  sessionHours: 12,
  personalTokenDefaultDays: 90,
  logoMaxBytes: 512 * 1024,
  logoUrlSeconds: 3600,
  invitationCsvMaxRows: 500,
  nameMaxLength: 100,
  emailMaxLength: 254,
} as const;

export const DEFAULT_SITE_COUNTRY = 'Australia';
export const DEFAULT_INVITE_ROLE = 'STAFF';
export const BRAND_NAME = 'Vigil';
export const DEFAULT_CLIENT_DISPLAY_NAME = 'Vigil';
