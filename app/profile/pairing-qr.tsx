// The pairing link as a QR code (lean-qr): one SVG path, dark on white with a four-module quiet
// zone, legible whatever the reader's theme. Loaded with the Link dialog only.
import { correction, generate } from 'lean-qr'
import { toSvgPath } from 'lean-qr/extras/svg'

const QUIET_ZONE = 4

export function PairingQr({ url }: { url: string }) {
  const code = generate(url, { minCorrectionLevel: correction.M })
  const size = code.size + QUIET_ZONE * 2
  return (
    <svg
      role="img"
      aria-label="QR code of the link"
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${size} ${size}`}
      className="h-56 w-56 rounded-lg bg-white"
      shapeRendering="crispEdges"
      data-testid="pairing-qr"
      data-modules={code.size}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={size} height={size} fill="#fff" />
      <path d={toSvgPath(code)} fill="#000" />
    </svg>
  )
}
