import { useCallback, useLayoutEffect, useRef } from 'react';

/** A stable function that always calls the latest `fn`, so memoised children need not re-render when it changes. */
export function useEvent<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}
