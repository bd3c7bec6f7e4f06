import { useEffect, useRef, useState } from 'react';

/** A success line that clears itself (spec 9: 2 s for image changes, 3 s after an upload). */
export function useFlash() {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (text: string, ms = 2000) => {
    clearTimeout(timer.current);
    setMessage(text);
    timer.current = setTimeout(() => setMessage(null), ms);
  };
  return { message, show };
}
