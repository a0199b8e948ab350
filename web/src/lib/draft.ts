/**
 * A form kept in this browser's localStorage while it is filled, so a dropped connection (or a
 * closed tab) loses nothing typed in the field: saved on every change, read back when the
 * screen opens, removed once the API has recorded it. Storage refused (private mode, full)
 * is not an error: the form still works, only without the copy.
 */
const PREFIX = 'glp.draft.';

export function loadDraft<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage refused: nothing to do (see above).
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(PREFIX + key);
  } catch {
    // Storage refused.
  }
}
