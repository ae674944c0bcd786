import fc from 'fast-check';
import { hostileString } from './strings';

// A 1×1 PNG: the smallest upload that is really an image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const fileBytes = fc.oneof(
  fc.constant(PNG),
  fc.constant(PNG.subarray(0, 20)),
  fc.constant(Buffer.concat([Buffer.from('GIF89a'), Buffer.from('<script>alert(1)</script>')])),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.alloc(0)),
);

export interface MultipartBody {
  contentType: string;
  payload: Buffer;
}

interface Part {
  name: string;
  filename: string | undefined;
  type: string | undefined;
  bytes: Buffer;
}

function encodeForm(boundary: string, declared: string, parts: Part[], ending: string): MultipartBody {
  const head = (p: Part) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
  const chunks = parts.flatMap((p) => [Buffer.from(head(p)), p.bytes, Buffer.from('\r\n')]);
  const tail = { closed: `--${boundary}--\r\n`, open: '', truncated: `--${boundary.slice(0, 3)}`, garbage: '\u0000\u00ff--' }[ending] ?? '';
  let payload = Buffer.concat([...chunks, Buffer.from(tail)]);
  if (ending === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
  const param = { same: `; boundary=${boundary}`, other: '; boundary=elsewhere', missing: '', empty: '; boundary=', quoted: `; boundary="${boundary}"` }[declared] ?? '';
  return { contentType: `multipart/form-data${param}`, payload };
}

const boundary = fc.constantFrom('fuzzBoundary', 'x', '----WebKitFormBoundary7MA4YWxkTrZu0gW');

/**
 * multipart/form-data bodies for a form whose file fields are `fileFields`. Plausible: each field
 * with a small image, well-formed. Hostile: wrong or missing boundaries, truncated parts, other
 * fields, hostile names and file names, bytes that are and are not images.
 */
export function multipartBody(fileFields: readonly string[], hostileToo: boolean): fc.Arbitrary<MultipartBody> {
  const fields = fileFields.length ? fileFields : ['file'];
  if (!hostileToo) {
    const image = fc.constantFrom(PNG, Buffer.concat([Buffer.from('GIF89a'), Buffer.from('<script>alert(1)</script>')]));
    return fc
      .tuple(boundary, fc.constantFrom('same', 'quoted'), fc.tuple(...fields.map((name) => image.map((bytes): Part => ({ name, filename: 'me.png', type: 'image/png', bytes })))))
      .map(([b, declared, parts]) => encodeForm(b, declared, parts, 'closed'));
  }
  const part = fc.record({
    name: fc.oneof(fc.constantFrom(...fields), fc.constantFrom('file', '', `${fields[0]}"; x="y`), hostileString(40)),
    filename: fc.option(fc.oneof(fc.constantFrom('me.png', '../../me.png', 'a.svg', ''), hostileString(40)), { nil: undefined }),
    type: fc.option(fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', 'x/y; z'), { nil: undefined }),
    bytes: fileBytes,
  });
  return fc
    .tuple(boundary, fc.constantFrom('same', 'other', 'missing', 'empty', 'quoted'), fc.array(part, { maxLength: 4 }), fc.constantFrom('closed', 'open', 'truncated', 'garbage'))
    .map(([b, declared, parts, ending]) => encodeForm(b, declared, parts, ending));
}
