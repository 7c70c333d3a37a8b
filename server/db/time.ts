/** Timestamps are stored as `YYYY-MM-DD HH:mm:ss` (UTC) text: sortable and identical on both databases. */
export function toStamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

export function nowStamp(): string {
  return toStamp(new Date());
}
