import { useState } from 'react';
import { LimitedTextInput } from './limited-text.tsx';

interface Props {
  /** The search the URL holds now. */
  value: string | undefined;
  /** The list's query contract: the box's length limit is its `search` field's. */
  schema: unknown;
  /** Called with the trimmed text on Enter, or on leaving the box with a changed text. */
  onSearch(text: string): void;
  label: string;
  placeholder?: string;
  width?: number;
}

/**
 * A list's search box whose truth is the URL: typing is local, Enter (or leaving the box) applies it. When the URL
 * changes under it (reset, the back button) the box follows, during render rather than in an effect.
 */
export function UrlSearchInput({ value, schema, onSearch, label, placeholder, width = 260 }: Props) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <LimitedTextInput
        schema={schema}
        field="search"
        label={label}
        placeholder={placeholder}
        w={width}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={() => text.trim() !== (value ?? '') && onSearch(text.trim())}
      />
    </form>
  );
}
