import { describe, expect, it } from 'vitest';
import { messageBlocks } from './message-blocks';

describe('messageBlocks', () => {
  it('keeps single line breaks inside a paragraph and splits on blank lines', () => {
    expect(messageBlocks('Line one\nline two\n\nNext part')).toEqual([
      { kind: 'paragraph', text: 'Line one\nline two' },
      { kind: 'paragraph', text: 'Next part' },
    ]);
  });

  it('turns -, * and • bullets into one list between paragraphs', () => {
    expect(messageBlocks('Do this:\n- Stop work\n* Call 000\n• Stay with them\nThen report it.')).toEqual([
      { kind: 'paragraph', text: 'Do this:' },
      { kind: 'list', items: ['Stop work', 'Call 000', 'Stay with them'] },
      { kind: 'paragraph', text: 'Then report it.' },
    ]);
  });

  it('does not take a hyphenated word or a negative number for a bullet', () => {
    expect(messageBlocks('-5 degrees\nwell-known')).toEqual([
      { kind: 'paragraph', text: '-5 degrees\nwell-known' },
    ]);
  });

  it('handles Windows line endings and empty text', () => {
    expect(messageBlocks('a\r\n- b')).toEqual([
      { kind: 'paragraph', text: 'a' },
      { kind: 'list', items: ['b'] },
    ]);
    expect(messageBlocks('')).toEqual([]);
  });
});
