// The one way the kit writes a time: UTC, as `Date.prototype.toISOString` writes it.

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * The time `ms` (now by default) as `toISOString` writes it, `2026-12-06T22:50:01.123Z`, read
 * with the UTC getters only: V8's first `toISOString` in a process loads the local time zone
 * (/etc/localtime; 0.3 to 0.8 ms), and every hook writes a time once.
 */
export function isoTime(ms: number = Date.now()): string {
  const d = new Date(ms);
  const year = d.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) return d.toISOString(); // a six-digit year, or an invalid time: toISOString's own
  return (
    `${pad(year, 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}Z`
  );
}
