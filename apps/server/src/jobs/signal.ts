import type { Db } from '../db/client.js';

/**
 * Runners in this process listen per database; enqueueing wakes them at once instead of at their
 * next poll. Runners in other processes still find the job by polling.
 */
const listeners = new WeakMap<Db, Set<() => void>>();

export function onJobEnqueued(db: Db, listener: () => void): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

export function wakeJobRunners(db: Db): void {
  for (const listener of listeners.get(db) ?? []) listener();
}
