/**
 * The file name a Content-Disposition header gives (RFC 6266): the UTF-8 `filename*` when there is one (the
 * server sends both, the plain one reduced to ASCII), else `filename`; null when there is none. Folders are
 * dropped: a name is never a path.
 */
export function attachmentFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return baseName(decodeURIComponent(extended));
    } catch {
      // A malformed percent-encoding: the plain name below still names the file.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)?.[1];
  if (quoted !== undefined) return baseName(quoted.replace(/\\(.)/g, "$1"));
  const token = /filename\s*=\s*([^;\s"]+)/i.exec(header)?.[1];
  return token ? baseName(token) : null;
}

function baseName(name: string): string | null {
  const base = name.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}
