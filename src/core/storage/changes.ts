import Dexie from 'dexie';

/**
 * Calls `listener` after any change to stored data, in this tab or another one (Dexie broadcasts commits), so
 * lists stay current without each page polling. Returns the unsubscribe function.
 */
export function onDataChanged(listener: () => void): () => void {
  const handler = () => listener();
  Dexie.on('storagemutated', handler);
  return () => Dexie.on.storagemutated.unsubscribe(handler);
}
