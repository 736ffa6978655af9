import type { DeviceStore } from "./device-store";

/** An in-memory DeviceStore for tests: values are cloned in and out, as IndexedDB does. */
export function memoryStore(): DeviceStore & { size(): number } {
  const records = new Map<string, unknown>();
  return {
    get: async (key) => (records.has(key) ? structuredClone(records.get(key)) : undefined),
    put: async (key, value) => {
      records.set(key, structuredClone(value));
    },
    delete: async (key) => {
      records.delete(key);
    },
    clear: async () => {
      records.clear();
    },
    size: () => records.size,
  };
}
