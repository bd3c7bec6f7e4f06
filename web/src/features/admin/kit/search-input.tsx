import { Input, type InputProps } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

interface Props extends Omit<InputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A search box that hands its text over once typing pauses (one request per pause, not per
 * keystroke) or at once on Enter; a value changed from outside (Clear) replaces what is typed.
 */
export function SearchInput({ value, onChange, onKeyDown, ...rest }: Props) {
  const [text, setText] = useState(value);
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const hand = (next: string) => {
    clearTimeout(timer.current);
    if (next !== value) onChange(next);
  };
  return (
    <Input
      {...rest}
      value={text}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => hand(next), SEARCH_DEBOUNCE_MS);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') hand(text);
        onKeyDown?.(e);
      }}
    />
  );
}
