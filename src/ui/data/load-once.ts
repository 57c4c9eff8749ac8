/** Loads `key` once, sharing the promise; a failure is forgotten, so the next visit tries again (the network may be back). */
export function loadOnce<T>(loads: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let promise = loads.get(key);
  if (!promise) {
    promise = load();
    promise.catch(() => loads.delete(key));
    loads.set(key, promise);
  }
  return promise;
}
