import { List } from '@mantine/core';
import type { ReturnItem } from '@cabinet/contracts/returns';

/** "Linen apron × 2" per line. */
export function ReturnItems({ items }: { items: ReturnItem[] }) {
  return (
    <List size="sm" listStyleType="none" spacing={2}>
      {items.map((item) => (
        <List.Item key={item.id}>
          {item.name} × {item.quantity}
        </List.Item>
      ))}
    </List>
  );
}
