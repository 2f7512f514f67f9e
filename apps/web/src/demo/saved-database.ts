/**
 * The demo database file kept in IndexedDB between page loads: Reset Demo reloads the page, and a reload must
 * not lose the session's writes. IndexedDB rather than sessionStorage: the file is a few megabytes of binary.
 */
const DB_NAME = "esg-offline-demo";
const STORE = "files";
const KEY = "database";

function openStore(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return openStore().then(
    (idb) =>
      new Promise<T>((resolve, reject) => {
        const tx = idb.transaction(STORE, mode);
        const request = op(tx.objectStore(STORE));
        tx.oncomplete = () => {
          idb.close();
          resolve(request.result);
        };
        tx.onerror = () => {
          idb.close();
          reject(tx.error);
        };
      }),
  );
}

/** The saved file, or null on a first visit (or where IndexedDB is unavailable, e.g. some private modes). */
export async function loadSavedDatabase(): Promise<Uint8Array | null> {
  try {
    const value = await run("readonly", (store) => store.get(KEY));
    return value instanceof Uint8Array ? value : null;
  } catch {
    return null;
  }
}

export async function saveDatabase(bytes: Uint8Array): Promise<void> {
  try {
    await run("readwrite", (store) => store.put(bytes, KEY));
  } catch (error) {
    // The demo keeps working in memory; only a reload would lose the writes.
    console.warn("Offline demo: could not save the database", error);
  }
}
