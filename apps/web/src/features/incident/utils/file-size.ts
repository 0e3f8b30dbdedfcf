/** Spec 02 section 9: attachment size in KB, bytes/1024 rounded. */
export function formatKilobytes(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}
