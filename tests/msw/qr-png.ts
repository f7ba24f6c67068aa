import { crc32, deflateSync } from "node:zlib";
import qrcode from "qrcode-generator";

/**
 * A real PNG of a QR code, base64 without its `data:` prefix, as a family backend's payment gateway answers
 * `pending_request.qr_code`. 8-bit greyscale, `scale` pixels a module, a 4-module quiet zone.
 */
export function qrPngBase64(text: string, scale = 6): string {
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const modules = qr.getModuleCount();
  const size = (modules + 8) * scale;
  const raw = Buffer.alloc((size + 1) * size);
  for (let y = 0; y < size; y++) {
    const row = y * (size + 1);
    raw[row] = 0; // filter: none
    const r = Math.floor(y / scale) - 4;
    for (let x = 0; x < size; x++) {
      const c = Math.floor(x / scale) - 4;
      const dark = r >= 0 && c >= 0 && r < modules && c < modules && qr.isDark(r, c);
      raw[row + 1 + x] = dark ? 0x0b : 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, no filter method variants, no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return png.toString("base64");
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0, 0);
  return Buffer.concat([length, body, crc]);
}
