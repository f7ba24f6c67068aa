import { useEffect, useState } from "react";

interface Drawn {
  value: string;
  /** One path of dark modules, offset by the 4-module quiet zone. */
  d: string;
  /** Modules across, quiet zone included. */
  n: number;
}

/** The encoder (qrcode-generator) loads when a code is first shown, not with the page that may show one. */
async function draw(value: string): Promise<Drawn> {
  const { default: qrcode } = await import("qrcode-generator");
  const qr = qrcode(0, "M");
  qr.addData(value, "Byte");
  qr.make();
  const count = qr.getModuleCount();
  let d = "";
  for (let r = 0; r < count; r++) {
    for (let c = 0; c < count; c++) if (qr.isDark(r, c)) d += `M${c + 4} ${r + 4}h1v1h-1z`;
  }
  return { value, d, n: count + 8 };
}

/**
 * A QR code as crisp SVG (one path of dark modules, 4-module quiet zone), dark on white so every bank app reads it.
 * Until the encoder has drawn it, the same white square holds its place (nothing moves when it appears).
 */
export function QrCode({ value, label, size = 240 }: { value: string; label: string; size?: number }) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    let live = true;
    draw(value).then(
      (result) => live && setDrawn(result),
      () => live && setDrawn(null),
    );
    return () => {
      live = false;
    };
  }, [value]);
  const current = drawn?.value === value ? drawn : null;
  const n = current?.n ?? 1;
  return (
    <svg
      role="img"
      aria-label={label}
      aria-busy={current ? undefined : true}
      viewBox={`0 0 ${n} ${n}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-testid="qr-code"
      data-payload={value}
    >
      <rect width={n} height={n} fill="#fff" />
      {current && <path d={current.d} fill="#0b0f1a" />}
    </svg>
  );
}
