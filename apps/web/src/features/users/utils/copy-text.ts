/** Copies with the old selection trick, for browsers without the async clipboard (or no permission). */
function copyWithTextarea(text: string): boolean {
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  Object.assign(textarea.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  document.body.append(textarea);
  textarea.focus();
  textarea.select();
  let copied = false;
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    textarea.remove();
    // Give focus back to the button that asked for the copy.
    previousFocus?.focus();
  }
  return copied;
}

/** Copies text to the clipboard; `navigator.clipboard` first, then the textarea fallback. */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Not allowed (insecure origin, no permission): fall back below.
    }
  }
  return copyWithTextarea(text);
}
