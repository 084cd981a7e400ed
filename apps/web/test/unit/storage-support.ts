/** Storage for the unit tests that refuses some writes, as a full `localStorage` does. */

/**
 * `backend` as seen through a storage that throws QuotaExceededError when asked to write a key (full key, with
 * the prefix) for which `refuses` holds; reads, removals and other writes go through.
 */
export function refusingStorage(backend: Storage, refuses: (key: string) => boolean): Storage {
  return Object.assign(Object.create(backend) as Storage, {
    getItem: (key: string) => backend.getItem(key),
    key: (index: number) => backend.key(index),
    removeItem: (key: string) => backend.removeItem(key),
    setItem(key: string, value: string) {
      if (refuses(key)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      backend.setItem(key, value);
    },
  });
}
