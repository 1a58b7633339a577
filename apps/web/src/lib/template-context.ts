/** SPEC §2: cancel goes to /Dashboard/Templates, or /Netzwerke/{companyId}/2 in a network context. */
export function templatesBackPath(companyId: string | null | undefined): string {
  return companyId ? `/Netzwerke/${encodeURIComponent(companyId)}/2` : '/Dashboard/Templates';
}

/** The edit address of a template, keeping the network context as ?companyId=. */
export function templateEditPath(guid: string, companyId: string | null | undefined): string {
  const base = `/Templates/${encodeURIComponent(guid)}`;
  return companyId ? `${base}?${new URLSearchParams({ companyId })}` : base;
}

/** The file name of a download from its content-disposition header (filename* first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}
