/**
 * `record[key]` only when `key` is the record's own property: plain-object lookups with
 * user-supplied keys would otherwise return prototype members ('constructor', '__proto__').
 */
export function ownValue<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}
