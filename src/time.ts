// The one way the kit writes a time: UTC, as `Date.prototype.toISOString` writes it.

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * The time `ms` (now by default) as `toISOString` writes it, `2026-12-06T22:50:01.123Z`, read
 * with the UTC getters only: V8's first `toISOString` in a process loads the local time zone
 * (/etc/localtime; 0.3 to 0.8 ms), and every hook writes a time once.
 */
export function isoTime(ms: number = Date.now()): string {
  const d = new Date(ms);
  const year = d.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) return d.toISOString(); // a six-digit year, or an invalid time: toISOString's own
  const milli = d.getUTCMilliseconds();
  return (
    `${String(year).padStart(4, "0")}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}` +
    `T${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}.${milli < 100 ? `0${two(milli)}` : milli}Z`
  );
}
