/** Dexie, loaded on first use: it is not needed to show the rules, so it stays out of the first download. */
const dexie = () => import('dexie').then((m) => m.default);

/**
 * Calls `listener` after any change to stored data, in this tab or another one (Dexie broadcasts commits), so
 * lists stay current without each page polling. Returns the unsubscribe function.
 */
export function onDataChanged(listener: () => void): () => void {
  const handler = () => listener();
  let subscribed = true;
  void dexie().then((Dexie) => subscribed && Dexie.on('storagemutated', handler));
  return () => {
    subscribed = false;
    void dexie().then((Dexie) => Dexie.on.storagemutated.unsubscribe(handler));
  };
}
