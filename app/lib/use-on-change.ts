import { useEffect, useRef } from 'react';

/**
 * Runs `run` once for each new (non-null) value, after render: for toasts and navigation that
 * follow a server answer. useT() returns a fresh function every render, so an effect keyed on
 * it would fire again and again; keying on the answer's identity fires exactly once.
 */
export function useOnChange<T>(value: T | null | undefined, run: (value: T) => void) {
  const last = useRef<T | null | undefined>(undefined);
  useEffect(() => {
    if (value == null || value === last.current) return;
    last.current = value;
    run(value);
  });
}
