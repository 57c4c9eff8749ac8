import { setUnloadBackup } from '../../core/storage/store.ts';
import { STORE_KEYS, getText, removeKey, setText } from '../local-store.ts';

/**
 * Installs localStorage as the synchronous backup of the writes made as a page goes away (a draft's last words):
 * IndexedDB's put may land after the next page's read, or not at all; localStorage's write is done when it returns.
 */
export function installUnloadBackup(): void {
  setUnloadBackup({
    keep: (key, json) => void setText(STORE_KEYS.unloadBackup(key), json),
    read: (key) => getText(STORE_KEYS.unloadBackup(key)),
    forget: (key) => removeKey(STORE_KEYS.unloadBackup(key)),
  });
}
