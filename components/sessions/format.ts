const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string | null | undefined) =>
  iso ? date.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)) : "—";
export const formatMoney = (n: number | null | undefined) => (n === null || n === undefined ? "—" : money.format(n));
