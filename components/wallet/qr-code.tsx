import qrcode from "qrcode-generator";
import { useMemo } from "react";

/** A QR code as crisp SVG (one path of dark modules, 4-module quiet zone), dark on white so every bank app reads it. */
export function QrCode({ value, label, size = 240 }: { value: string; label: string; size?: number }) {
  const { d, n } = useMemo(() => {
    const qr = qrcode(0, "M");
    qr.addData(value, "Byte");
    qr.make();
    const count = qr.getModuleCount();
    let path = "";
    for (let r = 0; r < count; r++) {
      for (let c = 0; c < count; c++) if (qr.isDark(r, c)) path += `M${c + 4} ${r + 4}h1v1h-1z`;
    }
    return { d: path, n: count + 8 };
  }, [value]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${n} ${n}`} width={size} height={size} shapeRendering="crispEdges" data-testid="qr-code" data-payload={value}>
      <rect width={n} height={n} fill="#fff" />
      <path d={d} fill="#0b0f1a" />
    </svg>
  );
}
