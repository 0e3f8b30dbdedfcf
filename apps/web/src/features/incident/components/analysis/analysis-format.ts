/** Spec 02 section 9: a 0-1 confidence shown as a rounded percent. */
export function percent(value: number): string {
  return `${Math.round(value * 100)}%`;
}
