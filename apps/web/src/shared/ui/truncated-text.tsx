import { Text, type TextProps } from '@mantine/core';

export interface TruncatedTextProps extends Omit<TextProps, 'truncate' | 'lineClamp' | 'children'> {
  children: string;
  /** Lines shown before the ellipsis; 1 by default. */
  lines?: number;
  /** The widest the text may be in its cell (a table column must not grow with a 500-character description). */
  maxWidth?: number | string;
}

/**
 * Free text in a table cell or a card (issue 12): at most `lines` lines, cut with an ellipsis, the whole text in the
 * title (hover tooltip, and read by screen readers). Long words without spaces break instead of widening the table.
 */
export function TruncatedText({ children, lines = 1, maxWidth = 360, style, ...props }: TruncatedTextProps) {
  return (
    <Text
      {...props}
      title={children}
      {...(lines === 1 ? { truncate: 'end' as const } : { lineClamp: lines })}
      style={{ maxWidth, overflowWrap: 'anywhere', ...(typeof style === 'object' ? style : {}) }}
    >
      {children}
    </Text>
  );
}
