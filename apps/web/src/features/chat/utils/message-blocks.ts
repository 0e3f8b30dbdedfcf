export type MessageBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

// Bullets the agent writes as plain text: '- ', '* ' or '• ' at the start of a line.
const BULLET = /^\s*[-*•]\s+(.*)$/;

/**
 * Splits a plain-text reply into paragraphs and bullet lists, so it reads well without ever
 * being treated as HTML. Blank lines end a paragraph; single line breaks stay inside it.
 */
export function messageBlocks(text: string): MessageBlock[] {
  const blocks: MessageBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  const flushList = () => {
    if (list.length > 0) blocks.push({ kind: 'list', items: list });
    list = [];
  };

  for (const line of text.split(/\r?\n/)) {
    const bullet = BULLET.exec(line);
    if (bullet) {
      flushParagraph();
      list.push(bullet[1] ?? '');
    } else if (line.trim() === '') {
      flushParagraph();
      flushList();
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}
