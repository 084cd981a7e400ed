import { useEffect, useState } from 'preact/hooks';

/** A value that components can follow: the app's few pieces of page-wide state (messages, announcements). */
export interface Observable<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: (value: T) => void): () => void;
}

export function observable<T>(initial: T): Observable<T> {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      for (const listener of [...listeners]) listener(next);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The observable's current value, re-rendering the component when it changes. */
export function useObservable<T>(source: Observable<T>): T {
  const [value, setValue] = useState(source.get);
  useEffect(() => {
    setValue(source.get());
    return source.subscribe(setValue);
  }, [source]);
  return value;
}
