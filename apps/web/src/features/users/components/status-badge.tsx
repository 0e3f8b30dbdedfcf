import { Badge, type MantineColor } from '@mantine/core';

/** A status shown in words; the colour only repeats what the text says (STYLE rule 21). */
export function StatusBadge({ label, color }: { label: string; color: MantineColor }) {
  return (
    <Badge variant="light" color={color} radius="sm">
      {label}
    </Badge>
  );
}
