import { Flex, Skeleton, Typography, theme } from '@trellis/ui/antd';
import type { CSSProperties, Key, ReactNode } from 'react';
import { EmptyState } from './EmptyState.tsx';

export type ItemListProps<Item> = {
  /** null while the items load. */
  items: readonly Item[] | null;
  itemKey(item: Item): Key;
  renderItem(item: Item): ReactNode;
  /** What an empty list says. */
  emptyText: string;
  /** Names the list for assistive technology. */
  label?: string;
  style?: CSSProperties;
};

/**
 * A plain list of rows, one per item, divided by hairlines: placeholders while loading, `emptyText` when empty.
 * Rows are `ItemRow`s; a list of cards belongs in `PagedList` instead.
 */
export function ItemList<Item>({ items, itemKey, renderItem, emptyText, label, style }: ItemListProps<Item>) {
  const { token } = theme.useToken();
  if (items === null) return <Skeleton active avatar paragraph={{ rows: 1 }} />;
  if (items.length === 0) return <EmptyState description={emptyText} />;
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, ...style }}>
      {items.map((item, index) => (
        <li key={itemKey(item)} style={index ? { borderTop: `1px solid ${token.colorSplit}` } : undefined}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}

export type ItemRowProps = {
  avatar?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the row's end. */
  actions?: ReactNode;
  /** Makes the row itself a button, reached by Tab and pressed with Enter or Space. */
  onClick?(): void;
  /** The button's name when the row is one; its text otherwise. */
  label?: string;
};

/** One row of an `ItemList`: an avatar, a title over a description, and actions at the end. */
export function ItemRow({ avatar, title, description, actions, onClick, label }: ItemRowProps) {
  const { token } = theme.useToken();
  const body = (
    <Flex gap={12} align="center" style={{ minWidth: 0, flex: 1 }}>
      {avatar}
      <Flex vertical style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text strong>{title}</Typography.Text>
        {description}
      </Flex>
    </Flex>
  );
  const padding = `${token.paddingSM}px ${token.paddingXS}px`;
  return (
    <Flex gap={8} align="center">
      {onClick ? (
        <button
          type="button"
          aria-label={label}
          onClick={onClick}
          style={{
            display: 'flex',
            flex: 1,
            minWidth: 0,
            padding,
            border: 0,
            borderRadius: token.borderRadius,
            background: 'none',
            color: 'inherit',
            font: 'inherit',
            textAlign: 'start',
            cursor: 'pointer',
          }}
        >
          {body}
        </button>
      ) : (
        <div style={{ display: 'flex', flex: 1, minWidth: 0, padding }}>{body}</div>
      )}
      {actions ? <Flex gap={4}>{actions}</Flex> : null}
    </Flex>
  );
}
