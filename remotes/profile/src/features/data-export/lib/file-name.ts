/** The name a Content-Disposition header gives a download (`filename*=` first, then `filename=`), else null. */
export function fileNameOf(disposition: string | null | undefined): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return clean(decodeURIComponent(encoded.trim()));
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(disposition);
  return clean(plain?.[1] ?? plain?.[2] ?? '');
}

// Only a bare file name: never a path the browser might be tricked with.
function clean(name: string): string | null {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base && base !== '.' && base !== '..' ? base : null;
}
