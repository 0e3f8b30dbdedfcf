/** The IANA zones of the Australian states and territories, offered first; any valid name may be typed. */
export const AUSTRALIAN_TIME_ZONES = [
  'Australia/Brisbane',
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Hobart',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Perth',
  'Australia/Broken_Hill',
  'Australia/Lindeman',
  'Australia/Lord_Howe',
  'Australia/Eucla',
] as const;
