/** Spec 01 section 3: 'user-' plus a random UUID, generated once per page load. */
export function newChatSessionId(): string {
  return `user-${crypto.randomUUID()}`;
}
