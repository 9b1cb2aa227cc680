const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const two = (n: number) => String(n).padStart(2, '0');
const dayKey = (d: Date) => d.getFullYear() * 400 + d.getMonth() * 32 + d.getDate();

/** When something was last edited, as a list shows it, in local time: "today 18:20", "yesterday 09:05",
 *  "3 Nov 2026 14:00". */
export function editedText(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return 'unknown time';
  const time = `${two(at.getHours())}:${two(at.getMinutes())}`;
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (dayKey(at) === dayKey(now)) return `today ${time}`;
  if (dayKey(at) === dayKey(yesterday)) return `yesterday ${time}`;
  return `${at.getDate()} ${MONTHS[at.getMonth()]} ${at.getFullYear()} ${time}`;
}
