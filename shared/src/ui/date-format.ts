const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One `Intl.DateTimeFormat` per locale and options, made when first asked for and kept. Making
 * one is the costly part of formatting a date: a list that called `toLocaleDateString(locale,
 * options)` (which makes a new one each time) or `new Intl.DateTimeFormat` per row spent tens of
 * milliseconds of a phone's main thread on its first render. An undefined locale is the browser's.
 */
export function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
