/** A Retry-After header as whole seconds from now (it may be a number of seconds or an HTTP date); null when unreadable. */
export function retryAfterSecondsOf(header: string | null, now = Date.now()): number | null {
  const value = header?.trim() ?? "";
  if (value === "") return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}
