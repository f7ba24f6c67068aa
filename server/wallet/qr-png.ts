import "server-only";
import { deflateSync } from "node:zlib";
import qrcode from "qrcode-generator";

/**
 * A QR code as the bare base64 of a PNG, drawn on the server for the API family's clients, which show the profile's
 * `pending_request.qr_code` as `data:image/png;base64,${qr_code}` (they add the prefix themselves, so it is not here).
 * The same library and settings as the site's own SVG (components/wallet/qr-code.tsx: error correction M, byte mode,
 * a 4-module quiet zone), dark on white so every bank app reads it. The PNG is written here (8-bit greyscale, one
 * IDAT) with node:zlib: no image library.
 */
export function qrPngBase64(text: string, scale = 6): string {
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const modules = qr.getModuleCount();
  const quiet = 4;
  const size = (modules + quiet * 2) * scale;
  // Each row: a filter byte (0, none), then one grey byte per pixel.
  const raw = Buffer.alloc((size + 1) * size, 0xff);
  for (let y = 0; y < size; y++) {
    const rowStart = y * (size + 1);
    raw[rowStart] = 0;
    const r = Math.floor(y / scale) - quiet;
    if (r < 0 || r >= modules) continue;
    for (let x = 0; x < size; x++) {
      const c = Math.floor(x / scale) - quiet;
      if (c >= 0 && c < modules && qr.isDark(r, c)) raw[rowStart + 1 + x] = 0x00;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // colour type: greyscale
  header[10] = 0; // compression: deflate
  header[11] = 0; // filter method
  header[12] = 0; // no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return png.toString("base64");
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (ISO-HDLC), as PNG chunks carry it. */
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
