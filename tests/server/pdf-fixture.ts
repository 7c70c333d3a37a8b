import { deflateSync } from 'node:zlib';

/**
 * A real PDF of `pages` pages, each showing one photo-like RGB image (a gradient with noise, which deflate
 * cannot shrink much) of `pixels` square drawn 2 inches wide: far more pixels than a compressed copy keeps.
 */
export function photoPdf(pages = 2, pixels = 600): Buffer {
  const raw = Buffer.alloc(pixels * pixels * 3);
  let seed = 7;
  for (let i = 0; i < raw.length; i += 1) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const x = (i / 3) % pixels;
    raw[i] = Math.min(255, Math.floor((x / pixels) * 200) + (seed >>> 27));
  }
  const image = deflateSync(raw);
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) => objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
  const kids = Array.from({ length: pages }, (_, i) => `${3 + i * 2} 0 R`).join(' ');
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  const imageId = 3 + pages * 2;
  for (let i = 0; i < pages; i += 1) {
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 ${imageId} 0 R >> >> /Contents ${4 + i * 2} 0 R >>`);
    const content = `q 144 0 0 144 72 ${500 - i} cm /Im1 Do Q\n`;
    add(`<< /Length ${content.length} >>\nstream\n${content}endstream`);
  }
  add(
    Buffer.concat([
      Buffer.from(`<< /Type /XObject /Subtype /Image /Width ${pixels} /Height ${pixels} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode /Length ${image.length} >>\nstream\n`, 'latin1'),
      image,
      Buffer.from('\nendstream', 'latin1'),
    ]),
  );
  const chunks: Buffer[] = [Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    chunks.push(chunk);
    offset += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}
