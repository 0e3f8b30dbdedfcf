import { List, Text } from '@mantine/core';
import { messageBlocks } from '../utils/message-blocks';
import classes from './chat-page.module.css';

/** A message's plain text as paragraphs and bullet lists; never parsed as HTML. */
export function MessageText({ text }: { text: string }) {
  return (
    <div className={classes.text}>
      {messageBlocks(text).map((block, index) =>
        block.kind === 'paragraph' ? (
          // Blocks have no identity beyond their position in an immutable message.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Text key={index} className={classes.paragraph}>
            {block.text}
          </Text>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <List key={index} size="md" withPadding>
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <List.Item key={itemIndex}>{item}</List.Item>
            ))}
          </List>
        ),
      )}
    </div>
  );
}
